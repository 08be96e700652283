import { defineArea } from '../../platform/area.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';
import { cleanupJobHandler } from './cleanup.job.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { authRoutes } from './routes.ts';
import * as tables from './tables.ts';

/** Signing up and in: codes, sessions, identity sign-in, passwords, licences, and deleting one's account. */
export const authArea = defineArea({
  name: 'auth',
  tables,
  routes: [
    { service: 'auth', plugin: authRoutes },
    { service: 'auth', plugin: oidcRoutes },
    { service: 'main', plugin: passwordRoutes },
    { service: 'main', plugin: accountDeletionRoutes },
  ],
  resources: [],
  jobs: [cleanupJobHandler],
});
