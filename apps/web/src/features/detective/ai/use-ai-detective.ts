import type { AiDetectiveStatus } from '@hookline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_DETECTIVE_KEYS, aiDetectiveApi } from '../../../api/ai-detective-api.ts';
import { DETECTIVE_KEYS, detectiveApi } from '../../../api/detective-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** How often a list or an analysis still queued or running is read again. */
export const AI_DETECTIVE_POLL_MS = 3000;

const isUnderWay = (status: AiDetectiveStatus) => status === 'queued' || status === 'running';

/** The workspace's tracked brands, to choose one from. */
export function useTrackers(workspaceId: string) {
  return useQuery({
    queryKey: DETECTIVE_KEYS.trackers(workspaceId),
    queryFn: ({ signal }) => detectiveApi.list(workspaceId, signal),
  });
}

/** The tracker's analyses, read again while one is under way; whether a new one may start. */
export function useAnalyses(workspaceId: string, detectiveId: string) {
  return useQuery({
    queryKey: AI_DETECTIVE_KEYS.list(workspaceId, detectiveId),
    queryFn: ({ signal }) => aiDetectiveApi.list({ workspaceId, detectiveId }, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => isUnderWay(item.status)) ? AI_DETECTIVE_POLL_MS : false,
  });
}

/** One analysis, read again while it is under way. */
export function useAnalysis(analysisId: string) {
  return useQuery({
    queryKey: AI_DETECTIVE_KEYS.one(analysisId),
    queryFn: ({ signal }) => aiDetectiveApi.get(analysisId, signal),
    refetchInterval: (query) =>
      query.state.data && isUnderWay(query.state.data.status) ? AI_DETECTIVE_POLL_MS : false,
  });
}

/** Starts an analysis; says so, then reads the list again. A refusal is said by the HTTP client. */
export function useStartAnalysis(onStarted: (analysisId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (detectiveId: string) => aiDetectiveApi.start(detectiveId),
    onSuccess: (result) => {
      toast.success(result.message);
      onStarted(result._id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_DETECTIVE_KEYS.all }),
  });
}

/** Deletes an analysis; says so, then reads the list again. */
export function useDeleteAnalysis(onDeleted: (analysisId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) => aiDetectiveApi.remove(analysisId),
    onSuccess: (result) => {
      toast.success(result.message);
      onDeleted(result._id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: AI_DETECTIVE_KEYS.all }),
  });
}
