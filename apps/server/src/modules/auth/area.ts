import { defineArea } from '../../platform/area.ts';
import { cleanupJobHandler } from './cleanup.job.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { authRoutes } from './routes.ts';
import * as tables from './tables.ts';

/** Signing up and in: codes, sessions, identity sign-in, passwords and licences. */
export const authArea = defineArea({
  name: 'auth',
  tables,
  routes: [
    { service: 'auth', plugin: authRoutes },
    { service: 'auth', plugin: oidcRoutes },
    { service: 'main', plugin: passwordRoutes },
  ],
  resources: [],
  jobs: [cleanupJobHandler],
});
