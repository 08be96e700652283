import type { OrgAction, Workspace, WorkspaceAction } from '@hookline/domain';
import { useActiveOrg } from './use-active-org.ts';
import { useActiveWorkspace } from './use-active-workspace.ts';

/**
 * Whether the server allows the caller `action` in the active organisation: the web app shows what the
 * organisation's `allowedActions` list and hides the rest; it never works permissions out from the role.
 */
export function useOrgPermission(action: OrgAction): boolean {
  const { activeOrg } = useActiveOrg();
  return activeOrg?.allowedActions.includes(action) ?? false;
}

/**
 * Whether the server allows the caller `action` in a workspace: the active workspace unless another of the
 * active organisation's workspaces is given (a row of a list, say).
 */
export function useWorkspacePermission(action: WorkspaceAction, workspace?: Workspace): boolean {
  const { activeWorkspace } = useActiveWorkspace();
  const target = workspace ?? activeWorkspace;
  return target?.allowedActions.includes(action) ?? false;
}
