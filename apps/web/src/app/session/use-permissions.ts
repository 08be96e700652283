import {
  canInOrg,
  canInWorkspace,
  effectiveWorkspaceRole,
  type OrgAction,
  type Workspace,
  type WorkspaceAction,
} from '@hookline/domain';
import { useActiveOrg } from './use-active-org.ts';
import { useActiveWorkspace } from './use-active-workspace.ts';

/**
 * Whether the caller's role in the active organisation allows `action` (the domain's permission
 * matrix). The web app hides what a role can't do; the server enforces it.
 */
export function useOrgPermission(action: OrgAction): boolean {
  const { activeOrg } = useActiveOrg();
  return activeOrg !== undefined && canInOrg(activeOrg.role, action);
}

/**
 * Whether the caller's role in a workspace allows `action`: the active workspace unless another of the
 * active organisation's workspaces is given (a row of a list, say).
 */
export function useWorkspacePermission(action: WorkspaceAction, workspace?: Workspace): boolean {
  const { activeOrg } = useActiveOrg();
  const { activeWorkspace } = useActiveWorkspace();
  const target = workspace ?? activeWorkspace;
  if (!target) return false;
  const role = activeOrg ? effectiveWorkspaceRole(activeOrg.role, target.role) : target.role;
  return role !== null && canInWorkspace(role, action);
}
