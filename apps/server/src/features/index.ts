import type { App } from '../app';
import type { Deps } from '../deps';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, registered under /api. */
export const registerFeatures = async (api: App, deps: Deps): Promise<void> => {
  await healthRoutes(api, deps);
};
