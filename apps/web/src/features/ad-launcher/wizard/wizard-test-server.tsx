import type { LaunchBatch } from '@hookline/domain';
import { serveApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { aDriveFile, aLauncherAccount, launcherSettings, WORKSPACE_ROUTES } from '../launcher-fixtures.ts';
import { LaunchWizardPage } from './LaunchWizardPage.tsx';

/** The fake server of the launch wizard's tests: an account, its settings and ad sets, a folder of three files. */
export const FILES = [
  aDriveFile('f-1', 'summer.jpg', '1080x1350'),
  aDriveFile('f-2', 'beach.jpg', '1080x1080'),
  aDriveFile('f-3', 'pool.jpg', '1080x1920'),
];

export const TEMPLATE = {
  _id: 't-1',
  adAccountId: 'la-1',
  name: 'Last days',
  primaryText: 'Ends Sunday',
  headline: 'Last days',
  description: '',
  cta: 'LEARN_MORE' as const,
  url: 'https://shop.example.com/last',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

export function aBatch(status: LaunchBatch['status'], ads: LaunchBatch['ads']): LaunchBatch {
  return {
    _id: 'b-1',
    adAccountId: 'la-1',
    status,
    createdAt: '2026-03-02T10:00:00.000Z',
    finishedAt: null,
    waitingUntil: null,
    ads,
  };
}

export const names = [
  'summer · Copy 1',
  'summer · Copy 2',
  'beach · Copy 1',
  'beach · Copy 2',
  'pool · Copy 1',
  'pool · Copy 2',
];

export interface Serve {
  batches?: LaunchBatch[];
  draft?: Record<string, unknown>;
  routes?: Record<string, (call: FakeCall) => { status?: number; body: unknown }>;
}

export function serve(options: Serve = {}) {
  let draftVersion = 0;
  let batchReads = 0;
  const batches = options.batches ?? [
    aBatch(
      'running',
      names.map((name) => ({ name, status: 'queued' as const })),
    ),
    aBatch(
      'done',
      names.map((name, index) => ({ name, status: 'created' as const, platformAdId: `ad-${index}` })),
    ),
  ];
  const draftAnswer = (call: FakeCall) => {
    draftVersion += 1;
    const body = call.body as { name: string; kind: 'standard'; state: Record<string, unknown> };
    return {
      body: {
        _id: 'd-1',
        adAccountId: 'la-1',
        ...body,
        createdBy: 'u-1',
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
        version: draftVersion,
      },
    };
  };
  return serveApi({
    ...WORKSPACE_ROUTES,
    'GET adlauncher/ad-accounts': () => ({ body: { data: [aLauncherAccount()] } }),
    'GET adlauncher/ad-accounts/la-1': () => ({ body: aLauncherAccount() }),
    'GET adlauncher/ad-accounts/la-1/settings': () => ({ body: launcherSettings() }),
    'GET adlauncher/ad-accounts/la-1/copy-templates': () => ({ body: { data: [TEMPLATE] } }),
    'GET adlauncher/ad-accounts/la-1/adsets': () => ({
      body: {
        data: [
          {
            id: 'as-1',
            name: 'Broad US',
            status: 'ACTIVE',
            campaignId: 'c-1',
            campaignName: 'Summer',
            dailyBudget: 50,
          },
        ],
      },
    }),
    'POST assets/folder/ws-1/list-items': () => ({ body: { folders: [], files: FILES, total: 3 } }),
    'POST adlauncher/ad-accounts/la-1/drafts': draftAnswer,
    'PUT adlauncher/drafts/d-1': draftAnswer,
    'GET adlauncher/drafts/d-9': () => ({
      body: {
        _id: 'd-9',
        adAccountId: 'la-1',
        name: 'summer + 2 more',
        kind: 'standard',
        state: options.draft ?? {},
        createdBy: 'u-2',
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
        version: 4,
      },
    }),
    'POST adlauncher/ad-accounts/la-1/previews': () => ({
      body: { data: [{ placement: 'MOBILE_FEED_STANDARD', html: '<p>Preview</p>' }] },
    }),
    'POST adlauncher/ad-accounts/la-1/batches': () => ({ body: { _id: 'b-1' } }),
    'GET adlauncher/batches/b-1': () => {
      const batch = batches[Math.min(batchReads, batches.length - 1)]!;
      batchReads += 1;
      return { body: batch };
    },
    'POST adlauncher/batches/b-1/retry': () => ({ body: { _id: 'b-1' } }),
    ...options.routes,
  });
}

export function renderWizard(route = '/app/adlauncher/ws-1/la-1/launch') {
  return renderInApp(<LaunchWizardPage />, {
    path: '/app/adlauncher/:workspaceId/:adAccountId/launch',
    route,
  });
}
