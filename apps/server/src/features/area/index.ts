import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the catalogue issue's stream registers the area routes here. */
export const areaRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
