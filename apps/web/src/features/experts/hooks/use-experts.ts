import { EXPERT_MESSAGES, type ExpertProfile, type ExpertProfileBody } from '@hookline/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { EXPERTS_KEYS, expertsApi } from '../../../api/experts-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** How many experts a page of the directory shows: four rows of the widest grid. */
export const EXPERTS_PER_PAGE = 24;

/** A page of the directory; the previous page stays on screen while the next one loads. */
export function useExpertDirectory(query: string, page: number) {
  return useQuery({
    queryKey: EXPERTS_KEYS.list(query, page),
    queryFn: ({ signal }) => expertsApi.list({ query, page, limit: EXPERTS_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExpert(expertId: string) {
  return useQuery({
    queryKey: EXPERTS_KEYS.expert(expertId),
    queryFn: ({ signal }) => expertsApi.expert(expertId, signal),
    enabled: expertId !== '',
  });
}

/** One's own profile: null before it is first saved. */
export function useOwnExpertProfile(userId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: EXPERTS_KEYS.ownProfile(userId ?? ''),
    queryFn: ({ signal }) => expertsApi.ownProfile(userId ?? '', signal),
    enabled: userId !== undefined && (options.enabled ?? true),
  });
}

/** After a save the directory and the expert's page read the new profile. */
function useProfileSaved(userId: string) {
  const queryClient = useQueryClient();
  return (profile: ExpertProfile) => {
    queryClient.setQueryData(EXPERTS_KEYS.ownProfile(userId), profile);
    void queryClient.invalidateQueries({ queryKey: EXPERTS_KEYS.lists() });
    void queryClient.invalidateQueries({ queryKey: EXPERTS_KEYS.expert(profile._id) });
  };
}

export function useSaveExpertProfile(userId: string) {
  const saved = useProfileSaved(userId);
  return useMutation({
    mutationFn: (body: ExpertProfileBody) => expertsApi.saveProfile(userId, body),
    onSuccess: (profile) => {
      saved(profile);
      toast.success(EXPERT_MESSAGES.profileSaved);
    },
  });
}

export function useUploadExpertImage(userId: string) {
  const saved = useProfileSaved(userId);
  return useMutation({
    mutationFn: (file: File) => expertsApi.uploadImage(userId, file),
    onSuccess: (profile) => {
      saved(profile);
      toast.success(EXPERT_MESSAGES.imageUpdated);
    },
  });
}
