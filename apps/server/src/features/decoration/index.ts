import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the catalogue issue's stream registers the decoration routes here. */
export const decorationRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
