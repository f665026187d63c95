import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the catalogue issue's stream registers the course routes here. */
export const courseRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
