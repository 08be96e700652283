import { DEFAULT_PAGE_SIZE } from '@hookline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../test/fake-api.ts';
import { anOrganisation, anOrganisationDetail } from '../../test/fixtures.ts';
import { anAdAccount } from './ad-accounts/test-fixtures.ts';
import { useActiveAdAccount } from './hooks/use-active-ad-account.ts';
import { prefetchAnalyticsArea, prefetchSavedReport } from './prefetch-analytics.ts';
import { aReportResult, aReportRow } from './report/table/report-row-fixtures.ts';
import { draftOf } from './report/report-draft.ts';
import { aSavedReport } from './report/report-fixtures.ts';
import { useFolderTree } from './components/folder-tree/use-folder-tree.ts';
import {
  useCreativeTags,
  useMetricCatalogue,
  useNamingConventions,
  usePresets,
  useReportLines,
  useReportSource,
} from './report/use-report-data.ts';

const ACCOUNT = anAdAccount({ _id: 'acc-1', workspaceId: 'ws-1', platform: 'meta' });
const REPORT = aSavedReport({ name: 'Top ads, last 30 days', datePreset: 'last_30d' });

function serveAnalytics(): FakeCall[] {
  return serveApi({
    'GET ad-accounts': () => ({ body: { data: [ACCOUNT] } }),
    'GET reports/rep-1': () => ({ body: REPORT }),
    'POST reports/query': () => ({
      body: aReportResult([aReportRow({ groupId: 'g-1', groupLabel: 'Spring hook A' })]),
    }),
    'GET metrics': () => ({ body: { data: [] } }),
    'GET folders': () => ({ body: { data: [], unfiled: [] } }),
    'GET creative-tags': () => ({ body: { data: [] } }),
    'GET naming-conventions': () => ({ body: { data: [] } }),
    'GET presets': () => ({ body: { data: [] } }),
    'GET organisation': () => ({ body: { data: [anOrganisation({ _id: 'org-1' })] } }),
    'GET organisation/org-1': () => ({ body: anOrganisationDetail({ _id: 'org-1' }) }),
  });
}

const paths = (calls: FakeCall[]) => calls.map((call) => `${call.method} ${call.path}`).sort();

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const aClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

describe('a saved report asked for at navigation', () => {
  afterEach(stopServingApi);

  it('asks for the report and its accounts, then at once its first lines and what its editor shows', async () => {
    const calls = serveAnalytics();
    await prefetchSavedReport(aClient(), {
      workspaceId: 'ws-1',
      reportId: 'rep-1',
      pathname: '/app/analytics/ws-1/report/top/rep-1',
    });
    await waitFor(() => expect(calls).toHaveLength(10));
    expect(paths(calls)).toEqual([
      'GET ad-accounts',
      'GET creative-tags',
      'GET folders',
      'GET metrics',
      'GET naming-conventions',
      'GET organisation',
      'GET organisation/org-1',
      'GET presets',
      'GET reports/rep-1',
      'POST reports/query',
    ]);
    const query = calls.find((call) => call.path === 'reports/query')!;
    expect(query.body).toMatchObject({
      adAccountId: 'acc-1',
      page: 1,
      limit: DEFAULT_PAGE_SIZE,
      breakdowns: true,
      timeIncrement: null,
    });
    expect(calls.find((call) => call.path === 'metrics')!.query.get('comparison')).toBeNull();
  });

  it('leaves the report page’s hooks nothing to ask: they read what it fetched, under the same keys', async () => {
    const calls = serveAnalytics();
    const client = aClient();
    await prefetchSavedReport(client, {
      workspaceId: 'ws-1',
      reportId: 'rep-1',
      pathname: '/app/analytics/ws-1/report/top/rep-1',
    });
    await waitFor(() => expect(calls).toHaveLength(10));
    await waitFor(() => expect(client.isFetching()).toBe(0));

    const { result } = renderHook(
      () => ({
        accounts: useActiveAdAccount('ws-1').accountsQuery,
        report: useReportSource('rep-1', undefined, false),
        lines: useReportLines(draftOf(REPORT), 1, DEFAULT_PAGE_SIZE),
        metrics: useMetricCatalogue('meta', false, 'acc-1').query,
        tags: useCreativeTags('ws-1', 'acc-1'),
        conventions: useNamingConventions('ws-1', 'acc-1'),
        presets: usePresets('ws-1', 'meta'),
        folders: useFolderTree('ws-1', 'acc-1'),
      }),
      { wrapper: withClient(client) },
    );
    for (const [name, query] of Object.entries(result.current)) {
      expect(query.error, `${name} was read`).toBeNull();
      expect(query.data, `${name} is in the cache`).toBeDefined();
    }
    expect(result.current.lines.data?.data[0]?.groupId).toBe('g-1');
    expect(calls).toHaveLength(10);
  });

  it('asks for nothing of a new report, and only the accounts and folders for the area', async () => {
    const calls = serveAnalytics();
    const client = aClient();
    await prefetchSavedReport(client, {
      workspaceId: 'ws-1',
      reportId: 'new',
      pathname: '/app/analytics/ws-1/report/top/new',
    });
    await prefetchAnalyticsArea(client, 'ws-1');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(paths(calls)).toEqual(['GET ad-accounts', 'GET folders']);
  });

  it('leaves a report it could not read to the page, which shows the failure', async () => {
    const calls = serveApi({ 'GET ad-accounts': () => ({ body: { data: [ACCOUNT] } }) });
    const client = aClient();
    await expect(
      prefetchSavedReport(client, { workspaceId: 'ws-1', reportId: 'rep-1', pathname: '/app/x/top/rep-1' }),
    ).rejects.toThrow();
    expect(paths(calls)).toEqual(['GET ad-accounts', 'GET reports/rep-1']);
    expect(client.getQueryState(['report-library', 'report', 'rep-1'])?.status).toBe('error');
  });
});
