import type { AppContext } from '../platform/context.ts';
import { seedLauncherDemo } from '../modules/launcher/index.ts';
import { listWorkspaceRows } from '../modules/tenancy/index.ts';
import { DEMO_DRIVE_WORKSPACE } from './seed-demo-drive.ts';

/**
 * The demo's Ad Launcher lives beside its Creative Hub, whose files it launches; its sandbox account is the
 * one the Performance workspace's Analytics reads, so launched ads show there after the next sync.
 */
export async function seedDemoLauncher(
  context: AppContext,
  input: { orgId: string; userId: string },
): Promise<{ created: boolean }> {
  const workspace = (await listWorkspaceRows(context.database.db, input.orgId)).find(
    (row) => row.name === DEMO_DRIVE_WORKSPACE,
  );
  if (!workspace) return { created: false };
  return seedLauncherDemo(context, { orgId: input.orgId, workspaceId: workspace.id, userId: input.userId });
}
