import { LOCAL_KEYS, type Workspace } from '@hookline/domain';
import { useLocalStorage } from '@mantine/hooks';
import { useActiveOrg } from '../../orgs/hooks/use-active-org.ts';
import { useWorkspaces } from './use-workspaces.ts';

/**
 * The workspace the user is working in, remembered under the spec's local key `activeWorkspace`: the
 * remembered one while it is still in the active organisation's list, otherwise the first of the list.
 */
export function useActiveWorkspace(): {
  activeWorkspace: Workspace | undefined;
  workspaces: Workspace[];
  isLoading: boolean;
  setActiveWorkspaceId: (workspaceId: string) => void;
} {
  const { activeOrg, isLoading: orgsLoading } = useActiveOrg();
  const { data: workspaces = [], isLoading: workspacesLoading } = useWorkspaces(activeOrg?._id);
  const [activeWorkspaceId, setActiveWorkspaceId] = useLocalStorage<string | null>({
    key: LOCAL_KEYS.activeWorkspace,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const activeWorkspace =
    workspaces.find((workspace) => workspace._id === activeWorkspaceId) ?? workspaces[0];
  return {
    activeWorkspace,
    workspaces,
    isLoading: orgsLoading || workspacesLoading,
    setActiveWorkspaceId,
  };
}
