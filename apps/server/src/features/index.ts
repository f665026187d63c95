import type { App } from '../app';
import type { Deps } from '../deps';
import { appRoutes } from './app/app.routes';
import { auditRoutes } from './audit';
import { coachRoutes } from './coach';
import { coverRoutes } from './cover';
import { employeeRoutes } from './employee';
import { healthRoutes } from './health/health.routes';
import { messageRoutes } from './message/message.routes';
import { noticeRoutes } from './notice/notice.routes';
import { claimRoutes } from './onboarding/claim.routes';
import { platformRoutes } from './onboarding/platform.routes';
import { registrationRoutes } from './onboarding/registration.routes';
import { permissionRoutes } from './permission/permission.routes';
import { storeRoutes } from './store/store.routes';
import { uploadRoutes } from './upload/upload.routes';
import { userRoutes } from './user/user.routes';

/** Every feature's routes, registered under /api. */
export const registerFeatures = async (api: App, deps: Deps): Promise<void> => {
  await healthRoutes(api, deps);
  await noticeRoutes(api, deps);
  await messageRoutes(api, deps);
  await permissionRoutes(api, deps);
  await storeRoutes(api, deps);
  await uploadRoutes(api, deps);
  await userRoutes(api, deps);
  await registrationRoutes(api, deps);
  await claimRoutes(api, deps);
  await platformRoutes(api, deps);
  await auditRoutes(api, deps);
  await appRoutes(api, deps);
  await employeeRoutes(api, deps);
  await coachRoutes(api, deps);
  await coverRoutes(api, deps);
};
