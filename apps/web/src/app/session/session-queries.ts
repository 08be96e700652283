import type { OrganisationSummary } from '@hookline/domain';
import { queryOptions } from '@tanstack/react-query';
import { ORG_KEYS, orgsApi } from '../../api/orgs-api.ts';
import { SUBSCRIPTION_KEYS, subscriptionsApi } from '../../api/subscriptions-api.ts';
import { usersApi } from '../../api/users-api.ts';
import { WORKSPACE_KEYS, workspacesApi } from '../../api/workspaces-api.ts';
import { CURRENT_USER_KEY } from './current-user-key.ts';

/*
 * The signed-in shell's server data, each query defined once: the hooks read them and a route's loader starts
 * them at navigation (prefetch-signed-in.ts), so both ask for the same thing under the same key.
 */

/** The signed-in user (GET userinfo). */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: ({ signal }) => usersApi.current(signal),
});

/** The caller's organisations (GET organisation). */
export const organisationsQuery = queryOptions({
  queryKey: ORG_KEYS.mine,
  queryFn: ({ signal }) => orgsApi.mine(signal),
  staleTime: 60_000,
});

/** One organisation in full (GET organisation/{orgId}): its plan, feature flags, workspaces and members map. */
export const organisationDetailsQuery = (orgId: string | undefined) =>
  queryOptions({
    queryKey: ORG_KEYS.details(orgId ?? 'none'),
    queryFn: ({ signal }) => orgsApi.details(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });

/** The workspaces of an organisation the caller can open, pinned first (GET workspace?orgId=). */
export const workspacesQuery = (orgId: string | undefined) =>
  queryOptions({
    queryKey: WORKSPACE_KEYS.list(orgId ?? 'none'),
    queryFn: ({ signal }) => workspacesApi.list(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });

/**
 * What the app shell needs for any member of the organisation (GET subscriptions/access): the trial's
 * block, a payment that waits, the white-label and custom-brand flags, the Contact Sales link.
 */
export const billingAccessQuery = (orgId: string | undefined) =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEYS.access(orgId ?? 'none'),
    queryFn: ({ signal }) => subscriptionsApi.access(orgId ?? '', signal),
    enabled: orgId !== undefined,
  });

/** The organisation the user works in: the remembered one while they still belong to it, else their first. */
export function chooseActiveOrg(
  organisations: readonly OrganisationSummary[],
  rememberedId: string | null,
): OrganisationSummary | undefined {
  return organisations.find((org) => org._id === rememberedId) ?? organisations[0];
}
