import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the coach stream registers its routes here. */
export const coachRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
