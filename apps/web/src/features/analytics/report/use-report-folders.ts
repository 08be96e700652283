import { useQuery } from '@tanstack/react-query';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../../api/report-library-api.ts';

const NONE: { _id: string; name: string }[] = [];

/** The account's report folders, by name, for the Save dialog's folder choice. */
export function useReportFolders(workspaceId: string, adAccountId: string) {
  const query = useQuery({
    queryKey: REPORT_LIBRARY_KEYS.folders(workspaceId, adAccountId),
    queryFn: ({ signal }) => reportLibraryApi.folderTree(workspaceId, adAccountId, signal),
  });
  return query.data?.data.map((folder) => ({ _id: folder._id, name: folder.name })) ?? NONE;
}
