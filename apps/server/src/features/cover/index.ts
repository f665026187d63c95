import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the cover stream registers its routes here. */
export const coverRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
