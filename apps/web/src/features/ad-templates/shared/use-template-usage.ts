import { formatLimit } from '@hookline/domain';
import { useQuery } from '@tanstack/react-query';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { useActiveSubscriptions } from '../../../app/session/use-active-subscriptions.ts';
import { useOrgPermission } from '../../../app/session/use-permissions.ts';

/**
 * "4 of 25 templates used across Acme Studio": the organisation's `GET template-count` against the plan's
 * `adTemplateCount`, which only those who may read the plan's limits (org admins) see; the count alone for
 * the others; null until it is known.
 */
export function useTemplateUsageLine(orgId: string | undefined, orgName: string | undefined): string | null {
  const canReadLimits = useOrgPermission('org.usage.view');
  const count = useQuery({
    queryKey: TEMPLATE_KEYS.count(orgId ?? 'none'),
    queryFn: ({ signal }) => templatesApi.count(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });
  const subscriptions = useActiveSubscriptions(canReadLimits ? orgId : undefined);
  if (count.data === undefined) return null;
  const limit = subscriptions.data?.usageLimits.adTemplateCount ?? null;
  const used = count.data.toLocaleString('en-US');
  const of = limit === null ? used : `${used} of ${formatLimit(limit)}`;
  const noun = (limit ?? count.data) === 1 ? 'template' : 'templates';
  return `${of} ${noun} used${orgName ? ` across ${orgName}` : ''}`;
}
