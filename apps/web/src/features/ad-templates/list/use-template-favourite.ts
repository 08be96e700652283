import { defaultMessageForStatus, type Template, type TemplateListResponse } from '@hookline/domain';
import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

interface FavouriteChange {
  templateId: string;
  favourite: boolean;
}

type Snapshot = [QueryKey, unknown][];

function markInLists(data: InfiniteData<TemplateListResponse> | undefined, change: FavouriteChange) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((template) =>
        template._id === change.templateId ? { ...template, isFavourite: change.favourite } : template,
      ),
    })),
  };
}

/**
 * Adds a template to the reader's favourites or takes it away (`POST|DELETE templates/{id}/favourite`). The
 * heart changes at once in every list and on the template's page; a refusal puts it back and says why, a
 * success says so in the server's words. A Favourite-only list then asks the server again.
 */
export function useTemplateFavourite(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation<Awaited<ReturnType<typeof templatesApi.favourite>>, Error, FavouriteChange, Snapshot>({
    mutationFn: ({ templateId, favourite }) => templatesApi.favourite(templateId, workspaceId, favourite),
    onMutate: async (change) => {
      const lists = { queryKey: TEMPLATE_KEYS.lists() };
      const detail = { queryKey: TEMPLATE_KEYS.template(change.templateId) };
      await Promise.all([queryClient.cancelQueries(lists), queryClient.cancelQueries(detail)]);
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData(lists),
        ...queryClient.getQueriesData(detail),
      ];
      queryClient.setQueriesData<InfiniteData<TemplateListResponse>>(lists, (data) =>
        markInLists(data, change),
      );
      queryClient.setQueryData<Template>(TEMPLATE_KEYS.template(change.templateId), (template) =>
        template ? { ...template, isFavourite: change.favourite } : template,
      );
      return snapshot;
    },
    onError: (error, _change, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      if (isApiError(error) && error.canceled) return;
      toast.error(isApiError(error) ? error.message : defaultMessageForStatus(0));
    },
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () => {
      // Only the lists filtered by favourite gain or lose the template: the others already show the heart.
      void queryClient.invalidateQueries({
        queryKey: TEMPLATE_KEYS.lists(),
        predicate: (query) => {
          const body = query.queryKey[2] as { filters?: { favourite?: boolean } } | undefined;
          return body?.filters?.favourite === true;
        },
      });
    },
  });
}
