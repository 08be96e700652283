import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { REPORT_LIBRARY_KEYS, reportLibraryApi } from '../../../api/report-library-api.ts';

/** A snapshot's public copy, read without an account. */
export function usePublicSnapshot(snapshotId: string) {
  const query = useQuery({
    queryKey: REPORT_LIBRARY_KEYS.publicSnapshot(snapshotId),
    queryFn: ({ signal }) => reportLibraryApi.publicSnapshot(snapshotId, signal),
    retry: false,
    // A frozen copy never changes: no need to read it again while the page is open.
    staleTime: Infinity,
  });
  /** Deleted, or never existed: the server answers 404 for both. */
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 410);
  return { ...query, notFound };
}
