import { workspaceChildResource } from '../../tenancy/index.ts';
import { toolsHooks } from '../tables.ts';

/** A saved hook, reached through its workspace: another organisation's is not found. */
export const savedHookResource = workspaceChildResource({
  name: 'toolsHook',
  table: toolsHooks,
  id: toolsHooks.id,
  workspaceId: toolsHooks.workspaceId,
});
