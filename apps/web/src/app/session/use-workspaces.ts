import { useQuery } from '@tanstack/react-query';
import { workspacesQuery } from './session-queries.ts';

/** The workspaces of an organisation the caller can open, pinned first (GET workspace?orgId=). */
export function useWorkspaces(orgId: string | undefined) {
  return useQuery(workspacesQuery(orgId));
}
