import type { Workspace } from '@hookline/domain';
import { useStoredId } from '../../ui/stored-id.ts';
import { activeWorkspaceStore } from './active-workspace-store.ts';
import { useActiveOrg } from './use-active-org.ts';
import { useWorkspaces } from './use-workspaces.ts';

const EMPTY: Workspace[] = [];

function setActiveWorkspaceId(workspaceId: string): void {
  activeWorkspaceStore.set(workspaceId);
}

/**
 * The workspace the user is working in, remembered under the spec's local key `activeWorkspace`: the
 * remembered one while it is still in the active organisation's list, otherwise the first of the list
 * (so after a deletion the next workspace becomes active by itself).
 */
export function useActiveWorkspace(): {
  activeWorkspace: Workspace | undefined;
  workspaces: Workspace[];
  isLoading: boolean;
  /** The organisations or the workspaces could not be loaded. */
  isError: boolean;
  /** Loads what failed again (the organisations, then the workspaces); true while it runs. */
  retry: () => void;
  isRetrying: boolean;
  setActiveWorkspaceId: (workspaceId: string) => void;
} {
  const {
    activeOrg,
    isLoading: orgsLoading,
    isError: orgsError,
    retry: retryOrgs,
    isRetrying: orgsRetrying,
  } = useActiveOrg();
  const workspacesQuery = useWorkspaces(activeOrg?._id);
  const workspaces = workspacesQuery.data ?? EMPTY;
  const activeWorkspaceId = useStoredId(activeWorkspaceStore);
  const activeWorkspace =
    workspaces.find((workspace) => workspace._id === activeWorkspaceId) ?? workspaces[0];
  return {
    activeWorkspace,
    workspaces,
    isLoading: orgsLoading || workspacesQuery.isLoading,
    isError: orgsError || workspacesQuery.isError,
    retry: () => {
      if (orgsError) retryOrgs();
      else void workspacesQuery.refetch();
    },
    isRetrying: orgsRetrying || workspacesQuery.isRefetching,
    setActiveWorkspaceId,
  };
}
