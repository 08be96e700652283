import type { QueryClient } from '@tanstack/react-query';
import { activeOrgStore } from './active-org-store.ts';
import {
  billingAccessQuery,
  chooseActiveOrg,
  currentUserQuery,
  organisationsQuery,
  workspacesQuery,
} from './session-queries.ts';

/**
 * Starts what every signed-in page waits for, at navigation and side by side: the user and their
 * organisations, then the active organisation's workspaces and billing access. Data still fresh in the cache
 * is not asked for again; a failure is left in the cache for the page's own query to show and retry.
 */
export async function prefetchSignedInShell(client: QueryClient): Promise<void> {
  void client.prefetchQuery(currentUserQuery);
  const organisations = await client.fetchQuery(organisationsQuery);
  const org = chooseActiveOrg(organisations, activeOrgStore.get());
  if (!org) return;
  void client.prefetchQuery(workspacesQuery(org._id));
  void client.prefetchQuery(billingAccessQuery(org._id));
}
