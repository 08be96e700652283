import { defaultMessageForStatus } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { ORG_KEYS } from '../../../api/orgs-api.ts';
import { planLimitMessage } from '../../../api/plan-limit-error.ts';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';

/** What the limit dialog says an upgrade gives. */
export const TEMPLATE_UPGRADE_TEXT = 'Upgrade Ad Templates to use more templates; using one again is free.';

/**
 * `POST templates/{id}/use`: starting "Make it yours" or opening the design counts the template against the
 * plan's `adTemplateCount` (once per template and workspace) and lists it under "Previously used". The
 * plan's refusal opens the limit dialog (`limitMessage`); any other is toasted.
 */
export function useTemplateUse(templateId: string, workspaceId: string, orgId: string | undefined) {
  const queryClient = useQueryClient();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const use = useMutation({
    mutationFn: () => templatesApi.use(templateId, workspaceId),
    onSuccess: () => {
      queryClient.setQueryData(
        TEMPLATE_KEYS.template(templateId),
        (template: { isSaved: boolean } | undefined) =>
          template ? { ...template, isSaved: true } : template,
      );
      void queryClient.invalidateQueries({
        queryKey: TEMPLATE_KEYS.lists(),
        predicate: (query) => {
          const body = query.queryKey[2] as { filters?: { previouslyUsed?: boolean } } | undefined;
          return body?.filters?.previouslyUsed === true;
        },
      });
      if (orgId) {
        void queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.count(orgId) });
        void queryClient.invalidateQueries({ queryKey: ORG_KEYS.usage(orgId) });
      }
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit !== null) {
        setLimitMessage(limit);
        return;
      }
      if (isApiError(error) && error.canceled) return;
      toast.error(isApiError(error) ? error.message : defaultMessageForStatus(0));
    },
  });
  return { use, limitMessage, closeLimitDialog: () => setLimitMessage(null) };
}
