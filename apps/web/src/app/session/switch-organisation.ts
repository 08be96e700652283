import { activeOrgStore } from './active-org-store.ts';
import { activeWorkspaceStore } from './active-workspace-store.ts';

/**
 * Makes `orgId` the active organisation. The remembered workspace belongs to the previous one, so it is
 * forgotten and the new organisation's first workspace becomes active.
 */
export function switchOrganisation(orgId: string): void {
  if (activeOrgStore.get() === orgId) return;
  activeOrgStore.set(orgId);
  activeWorkspaceStore.set(null);
}
