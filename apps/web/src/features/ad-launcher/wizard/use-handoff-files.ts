import { useQueries } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import type { PickedFile } from './group-creatives.ts';
import { pickedFileOf } from './uploaded-creative.ts';

export type HandoffFiles =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; files: PickedFile[]; missing: number };

/** A refusal that means "no such file here": the id is left out, not a failure of the page. */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403 || error.status === 400);

/**
 * The Creative Hub files handed to the wizard in its address, read through the Creative Hub's file call:
 * the ones found in this workspace that the launcher takes (images and videos), in the order given, and how
 * many were left out (not found, in another workspace, or neither image nor video).
 */
export function useHandoffFiles(workspaceId: string, fileIds: readonly string[]): HandoffFiles {
  const queries = useQueries({
    queries: fileIds.map((fileId) => ({
      queryKey: [...DRIVE_KEYS.workspace(workspaceId), 'file', fileId] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => driveApi.file(fileId, signal, true),
      retry: (count: number, error: unknown) => !isMissing(error) && count < 2,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    })),
  });
  if (fileIds.length === 0) return { status: 'none' };
  if (queries.some((query) => query.isPending)) return { status: 'loading' };
  const failed = queries.filter((query) => query.isError && !isMissing(query.error));
  if (failed.length > 0) {
    return {
      status: 'error',
      retry: () => failed.forEach((query) => void query.refetch()),
      retrying: failed.some((query) => query.isFetching),
    };
  }
  const files = queries.flatMap(({ data }) =>
    data && data.workspaceId === workspaceId && data.kind !== null ? [pickedFileOf(data)] : [],
  );
  return { status: 'ready', files, missing: fileIds.length - files.length };
}
