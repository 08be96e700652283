import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../test/fake-api.ts';
import { aBillingAccess, anOrganisation, aUser, aWorkspace } from '../../test/fixtures.ts';
import { activeOrgStore } from './active-org-store.ts';
import { prefetchSignedInShell } from './prefetch-signed-in.ts';
import { useBillingAccess } from './use-active-subscriptions.ts';
import { useActiveOrg } from './use-active-org.ts';
import { useCurrentUser } from './use-current-user.ts';
import { useWorkspaces } from './use-workspaces.ts';

const FIRST = anOrganisation({ _id: 'org-first', name: 'First' });
const SECOND = anOrganisation({ _id: 'org-second', name: 'Second' });

function serveShell(): FakeCall[] {
  return serveApi({
    'GET userinfo': () => ({ body: aUser() }),
    'GET organisation': () => ({ body: { data: [FIRST, SECOND] } }),
    'GET workspace': (call) => ({
      body: {
        data: [aWorkspace({ _id: `ws-of-${call.query.get('orgId')}`, orgId: call.query.get('orgId')! })],
      },
    }),
    'GET subscriptions/access': () => ({ body: aBillingAccess() }),
  });
}

const asked = (calls: FakeCall[]) => calls.map((call) => `${call.method} ${call.path} ${call.query}`.trim());

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('the signed-in shell asked for at navigation', () => {
  afterEach(() => {
    stopServingApi();
    activeOrgStore.set(null);
  });

  it('asks for the user, the organisations, then the remembered organisation’s workspaces and access', async () => {
    const calls = serveShell();
    activeOrgStore.set('org-second');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    await prefetchSignedInShell(client);
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(asked(calls).sort()).toEqual([
      'GET organisation',
      'GET subscriptions/access orgId=org-second',
      'GET userinfo',
      'GET workspace orgId=org-second',
    ]);
  });

  it('leaves the shell’s hooks nothing to ask: they read what it fetched, under the same keys', async () => {
    const calls = serveShell();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    await prefetchSignedInShell(client);
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(asked(calls)).toContain('GET workspace orgId=org-first');
    await waitFor(() => expect(client.isFetching()).toBe(0));

    const { result } = renderHook(
      () => {
        const { activeOrg } = useActiveOrg();
        return {
          user: useCurrentUser(),
          activeOrg,
          workspaces: useWorkspaces(activeOrg?._id),
          access: useBillingAccess(activeOrg?._id),
        };
      },
      { wrapper: withClient(client) },
    );
    // Everything is there on the first render, and nothing more is asked.
    expect(result.current.user.data).toBeDefined();
    expect(result.current.activeOrg?._id).toBe('org-first');
    expect(result.current.workspaces.data?.[0]?._id).toBe('ws-of-org-first');
    expect(result.current.access.data).toBeDefined();
    expect(calls).toHaveLength(4);
  });

  it('asks for no workspaces when the caller belongs to no organisation', async () => {
    const calls = serveApi({
      'GET userinfo': () => ({ body: aUser() }),
      'GET organisation': () => ({ body: { data: [] } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchSignedInShell(client);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(asked(calls).sort()).toEqual(['GET organisation', 'GET userinfo']);
  });
});
