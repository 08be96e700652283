import type { LauncherProvider } from '@hookline/domain';
import type { Clock } from '../../../platform/clock.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { AdPlatformConnectors } from '../connectors/registry.ts';
import { LaunchPlatformError, type LaunchPlatform } from './launch-platform.ts';
import { createSandboxLaunchPlatform } from './sandbox-launch-platform.ts';

/** What a launch platform is built from: the database, the connectors and the workspace it writes for. */
export interface LaunchPlatformContext {
  db: Executor;
  adPlatforms: AdPlatformConnectors;
  clock: Clock;
  orgId: string;
  workspaceId: string;
}

type LaunchPlatformFactory = (context: LaunchPlatformContext) => LaunchPlatform;

const unavailable = (): LaunchPlatform => {
  throw new LaunchPlatformError({
    error: { title: 'Not available', message: 'Launching on Meta is not available on this server yet' },
    transient: false,
  });
};

/** One factory per launcher provider. `meta` is the Marketing API's (ad-accounts/launch/meta/). */
const FACTORIES: Readonly<Record<LauncherProvider, LaunchPlatformFactory>> = {
  sandbox: (context) =>
    createSandboxLaunchPlatform({
      db: context.db,
      connector: context.adPlatforms.sandbox,
      clock: context.clock,
      orgId: context.orgId,
      workspaceId: context.workspaceId,
    }),
  meta: unavailable,
};

/** The platform a launcher account of `provider` launches into, bound to its workspace. */
export function launchPlatformFor(
  context: LaunchPlatformContext,
  provider: LauncherProvider,
): LaunchPlatform {
  return FACTORIES[provider](context);
}
