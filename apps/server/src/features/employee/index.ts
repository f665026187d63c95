import type { App } from '../../app';
import type { Deps } from '../../deps';

/** Placeholder: the employee stream registers its routes here. */
export const employeeRoutes = async (_api: App, _deps: Deps): Promise<void> => {};
