import { canInOrg, type OrgRole } from '@hookline/domain';
import type { NoAccessReason } from '../../ui/NoAccessScreen.tsx';
import { APP_PATHS } from '../../ui/app-paths.ts';

export type HomeDestination =
  { kind: 'home' } | { kind: 'redirect'; to: string } | { kind: 'noAccess'; reason: NoAccessReason };

export interface HomeState {
  userCanCreateOrg: boolean;
  /** The caller's role in the active organisation; undefined when they belong to none. */
  orgRole: OrgRole | undefined;
  /** Workspaces of the active organisation the caller can open. */
  workspaceCount: number;
}

/**
 * Where /app takes a signed-in user (spec section 2): without an organisation to the wizard (or the
 * no-access screen when they may not create one); with an organisation but no workspace to createWorkspace
 * when their role allows it, otherwise the no-access screen; otherwise the home page.
 */
export function homeDestination(state: HomeState): HomeDestination {
  if (state.orgRole === undefined) {
    return state.userCanCreateOrg
      ? { kind: 'redirect', to: APP_PATHS.orgWizard }
      : { kind: 'noAccess', reason: 'noWorkspaces' };
  }
  if (state.workspaceCount === 0) {
    return canInOrg(state.orgRole, 'workspace.create')
      ? { kind: 'redirect', to: APP_PATHS.createWorkspace }
      : { kind: 'noAccess', reason: 'noWorkspaces' };
  }
  return { kind: 'home' };
}
