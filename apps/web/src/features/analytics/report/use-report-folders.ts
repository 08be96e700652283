import { useQuery } from '@tanstack/react-query';
import { reportFoldersQuery } from '../analytics-queries.ts';

const NONE: { _id: string; name: string }[] = [];

/** The account's report folders, by name, for the Save dialog's folder choice. */
export function useReportFolders(workspaceId: string, adAccountId: string) {
  const query = useQuery(reportFoldersQuery(workspaceId, adAccountId));
  return query.data?.data.map((folder) => ({ _id: folder._id, name: folder.name })) ?? NONE;
}
