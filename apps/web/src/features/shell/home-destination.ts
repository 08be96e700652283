import type { OrgAction } from '@hookline/domain';
import type { NoAccessReason } from '../../ui/NoAccessScreen.tsx';
import { APP_PATHS } from '../../ui/app-paths.ts';

export type HomeDestination =
  { kind: 'home' } | { kind: 'redirect'; to: string } | { kind: 'noAccess'; reason: NoAccessReason };

export interface HomeState {
  userCanCreateOrg: boolean;
  /** What the server allows the caller in the active organisation; undefined when they belong to none. */
  orgActions: readonly OrgAction[] | undefined;
  /** Workspaces of the active organisation the caller can open. */
  workspaceCount: number;
  /** Workspaces the active organisation has in all, the caller's or not; undefined until known. */
  orgWorkspaceCount?: number;
}

/**
 * Where /app takes a signed-in user (spec section 2): without an organisation to the wizard (or the
 * no-access screen when they may not create one); with an organisation but no workspace to createWorkspace
 * when the server allows it and the organisation has none yet, otherwise the no-access screen; otherwise
 * the home page.
 */
export function homeDestination(state: HomeState): HomeDestination {
  if (state.orgActions === undefined) {
    return state.userCanCreateOrg
      ? { kind: 'redirect', to: APP_PATHS.orgWizard }
      : { kind: 'noAccess', reason: 'noWorkspaces' };
  }
  if (state.workspaceCount === 0) {
    // Someone who joined an organisation with workspaces but was given none asks an admin (spec section 2).
    if (state.orgWorkspaceCount !== undefined && state.orgWorkspaceCount > 0) {
      return { kind: 'noAccess', reason: 'noWorkspaces' };
    }
    return state.orgActions.includes('workspace.create')
      ? { kind: 'redirect', to: APP_PATHS.createWorkspace }
      : { kind: 'noAccess', reason: 'noWorkspaces' };
  }
  return { kind: 'home' };
}
