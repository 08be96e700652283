import type { LauncherProvider } from '@hookline/domain';
import type { Clock } from '../../../platform/clock.ts';
import type { Executor } from '../../../platform/db/database.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { AdPlatformConnectors } from '../connectors/registry.ts';
import type { LaunchPlatform } from './launch-platform.ts';
import { createMetaLaunchPlatform } from './meta/meta-launch-platform.ts';
import { createSandboxLaunchPlatform } from './sandbox-launch-platform.ts';
import { previewPictures } from './sandbox/sandbox-pictures.ts';

/**
 * What a launch platform is built from: the database, the stored files (the sandbox draws the Creative Hub's
 * pictures into its previews), the connectors and the workspace it writes for.
 */
export interface LaunchPlatformContext {
  db: Executor;
  storage: Storage;
  adPlatforms: AdPlatformConnectors;
  clock: Clock;
  /** The Graph API's address (`config.adPlatforms.metaGraphUrl`), a local fake's in tests. */
  metaGraphUrl: string;
  orgId: string;
  workspaceId: string;
}

type LaunchPlatformFactory = (context: LaunchPlatformContext) => LaunchPlatform;

/** One factory per launcher provider. `meta` is the Marketing API's (ad-accounts/launch/meta/). */
const FACTORIES: Readonly<Record<LauncherProvider, LaunchPlatformFactory>> = {
  sandbox: (context) =>
    createSandboxLaunchPlatform({
      db: context.db,
      connector: context.adPlatforms.sandbox,
      clock: context.clock,
      orgId: context.orgId,
      workspaceId: context.workspaceId,
      pictures: previewPictures(context),
    }),
  meta: (context) => createMetaLaunchPlatform({ graphUrl: context.metaGraphUrl }),
};

/** The platform a launcher account of `provider` launches into, bound to its workspace. */
export function launchPlatformFor(
  context: LaunchPlatformContext,
  provider: LauncherProvider,
): LaunchPlatform {
  return FACTORIES[provider](context);
}
