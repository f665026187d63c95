import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the catalogue issue's stream registers the timetable routes here. */
export const timetableRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
