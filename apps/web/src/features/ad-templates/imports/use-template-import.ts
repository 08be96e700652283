import { defaultMessageForStatus, type TemplateImportBody } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** What a refused import says: the server's words (TEMPLATE_MESSAGES), or the network's. */
export function importRefusal(error: unknown): string {
  return isApiError(error) ? error.message : defaultMessageForStatus(0);
}

/**
 * `POST templates/import`: a Figma frame or a Canva brand template made one of the organisation's templates.
 * It is said in a toast and the lists (Your designs among them) are read again; a refusal is left to the
 * caller, which says it beside the link or the template it is about.
 */
export function useTemplateImport(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: Omit<TemplateImportBody, 'workspaceId'>) =>
      templatesApi.importTemplate({ workspaceId, ...source }),
    onSuccess: (template) => {
      toast.success(template.message);
      queryClient.setQueryData(TEMPLATE_KEYS.template(template._id), template);
      void queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.lists() });
    },
  });
}
