import { useQuery } from '@tanstack/react-query';
import { reportFoldersQuery } from '../../analytics-queries.ts';

/** The ad account's report folders with their reports, and the reports in no folder. */
export function useFolderTree(workspaceId: string, adAccountId: string | undefined) {
  return useQuery({
    ...reportFoldersQuery(workspaceId, adAccountId),
    enabled: workspaceId !== '' && adAccountId !== undefined,
  });
}
