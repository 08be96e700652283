import { workspaceChildResource, workspaceWithProduct } from '../tenancy/index.ts';
import { adAccounts } from './tables.ts';

/** A workspace as Analytics routes reach it: only through a grant that includes the Analytics product. */
export const analyticsWorkspaceResource = workspaceWithProduct('analytics');

/** An ad account, reached through its workspace's Analytics grant; routes may pin the workspace (`within`). */
export const adAccountResource = workspaceChildResource({
  name: 'adAccount',
  table: adAccounts,
  id: adAccounts.id,
  workspaceId: adAccounts.workspaceId,
  within: adAccounts.workspaceId,
  product: 'analytics',
});
