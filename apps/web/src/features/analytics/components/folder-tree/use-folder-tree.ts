import { useQuery } from '@tanstack/react-query';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../../../api/report-library-api.ts';

/** The ad account's report folders with their reports, and the reports in no folder. */
export function useFolderTree(workspaceId: string, adAccountId: string | undefined) {
  return useQuery({
    queryKey: REPORT_LIBRARY_KEYS.folders(workspaceId, adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.folderTree(workspaceId, adAccountId, signal),
    enabled: workspaceId !== '' && adAccountId !== undefined,
  });
}
