import {
  AI_DETECTIVE_MESSAGES,
  type AiDetectiveListResponse,
  type AiDetectiveRecord,
  type DetectiveTracker,
} from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { anOrganisation, aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AdDrawerProvider } from '../../../ui/ad-drawer-slot.tsx';
import { AiDetectivePage } from './AiDetectivePage.tsx';

afterEach(stopServingApi);

const STRIDE: DetectiveTracker = {
  _id: 'tracker-1',
  workspaceId: 'ws-1',
  brandId: 'brand-1',
  brand: { _id: 'brand-1', name: 'Stride', logoURL: null, website: null },
  activeAdCount: 3,
  newAdCount: 1,
  trend: [],
  createdBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

const RECORD: AiDetectiveRecord = {
  _id: 'analysis-1',
  detectiveId: 'tracker-1',
  workspaceId: 'ws-1',
  brand: { _id: 'brand-1', name: 'Stride', logoURL: null },
  status: 'done',
  error: null,
  createdBy: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  completedAt: '2026-03-01T12:00:05.000Z',
  analysis: {
    summary: 'Stride ran 4 ads in the last 90 days. These are bets, not their results.',
    sections: [
      {
        key: 'changes',
        title: 'First analysis',
        text: 'This is the first analysis of Stride.',
        adIds: ['ad-1'],
        quotes: [],
      },
      {
        key: 'hooks',
        title: 'Hooks',
        text: 'The openings, grouped by the words they share.',
        adIds: ['ad-2'],
        quotes: [{ text: 'Tired of sore feet after every run?', adIds: ['ad-2'] }],
      },
    ],
    actions: ['Write your own take on the sore-feet hook.', 'Put your offer beside their 20% off.'],
    generatedBy: { method: 'statistics', model: null, fallbackReason: null },
    period: { days: 90, from: '2025-12-02', to: '2026-03-01' },
    previousAnalysisId: null,
  },
};

const { analysis: _analysis, ...ITEM } = RECORD;
const ALLOWED = { allowed: true, block: null, message: null } as const;

function serve(options: {
  role?: 'admin' | 'guest';
  trackers?: DetectiveTracker[];
  list?: () => { status?: number; body: AiDetectiveListResponse | object };
}) {
  return serveApi({
    'GET organisation': () => ({ body: { data: [anOrganisation()] } }),
    'GET workspace': () => ({ body: { data: [aWorkspace({ role: options.role ?? 'admin' })] } }),
    'GET detective': () => ({ body: { data: options.trackers ?? [STRIDE] } }),
    'GET ai-detective': options.list ?? (() => ({ body: { data: [ITEM], availability: ALLOWED } })),
    'GET ai-detective/analysis-1': () => ({ body: RECORD }),
    'POST ai-detective': () => ({
      body: {
        _id: 'analysis-2',
        status: 'queued',
        created: true,
        message: AI_DETECTIVE_MESSAGES.started('Stride'),
      },
    }),
    'GET ai-detective/analysis-2': () => ({
      body: { ...RECORD, _id: 'analysis-2', status: 'queued', analysis: null },
    }),
  });
}

const renderPage = () =>
  renderInApp(
    <AdDrawerProvider
      value={({ adId, onClose }) =>
        adId ? (
          <div role="dialog" aria-label="Ad details">
            Ad {adId}
            <button onClick={onClose}>Close ad</button>
          </div>
        ) : null
      }
    >
      <AiDetectivePage />
    </AdDrawerProvider>,
    { path: '/app/library/ai/detective' },
  );

describe('library/ai/detective', { timeout: 20_000 }, () => {
  it('reads the latest analysis: the note, the summary, the sections and the actions; a quoted hook opens its ad', async () => {
    serve({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hooks' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Tracked brand' }).value).toBe('Stride');
    expect(screen.getByText('Generated without a language model')).toBeTruthy();
    expect(screen.getByText(RECORD.analysis!.summary)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First analysis' })).toBeTruthy();
    expect(screen.getByText('“Tired of sore feet after every run?”')).toBeTruthy();
    const actions = screen.getByRole('heading', { name: 'What to do next' }).closest('section')!;
    expect(within(actions).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Analysis of .*, Done/ }).getAttribute('aria-current')).toBe(
      'true',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Open the ad: Tired of sore feet after every run?' }),
    );
    expect(screen.getByRole('dialog', { name: 'Ad details' }).textContent).toContain('Ad ad-2');
    await userEvent.click(screen.getByRole('button', { name: 'Close ad' }));
    const firstAnalysisAds = screen.getByRole('group', { name: 'Ads behind First analysis' });
    await userEvent.click(within(firstAnalysisAds).getByRole('button', { name: 'Ad 1' }));
    expect(screen.getByRole('dialog', { name: 'Ad details' }).textContent).toContain('Ad ad-1');
  });

  it('runs an analysis, says so, and shows it under way', async () => {
    let listed: AiDetectiveListResponse = { data: [ITEM], availability: ALLOWED };
    const calls = serve({ list: () => ({ body: listed }) });
    renderPage();
    const run = await screen.findByRole('button', { name: 'Run analysis' });
    listed = {
      data: [{ ...ITEM, _id: 'analysis-2', status: 'queued', createdAt: '2026-03-02T12:00:00.000Z' }, ITEM],
      availability: ALLOWED,
    };
    await userEvent.click(run);
    expect(await screen.findByText(AI_DETECTIVE_MESSAGES.started('Stride'))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'ai-detective', body: { detectiveId: 'tracker-1' } }),
    ]);
    expect(await screen.findByText(/Waiting to start the analysis/)).toBeTruthy();
  });

  it('says why an analysis cannot start and what to do, without a Run button', async () => {
    serve({
      list: () => ({
        body: {
          data: [],
          availability: {
            allowed: false,
            block: 'marketplace-only',
            message: AI_DETECTIVE_MESSAGES.marketplaceOnly,
          },
        },
      }),
    });
    renderPage();
    expect(await screen.findByText(AI_DETECTIVE_MESSAGES.marketplaceOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Subscription settings' }).getAttribute('href')).toBe(
      '/app/settings?TAB=subscription',
    );
    expect(screen.queryByRole('button', { name: 'Run analysis' })).toBeNull();
    expect(screen.getByText('No analysis of Stride yet')).toBeTruthy();
  });

  it('lets a guest read but offers neither Run nor Delete', async () => {
    serve({ role: 'guest' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hooks' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run analysis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete analysis' })).toBeNull();
    expect(screen.getByText(/Only its admins and collaborators can run or delete one/)).toBeTruthy();
  });

  it('says the workspace tracks no brand, and leads to Detective', async () => {
    serve({ trackers: [] });
    renderPage();
    expect(await screen.findByText('This workspace tracks no brand yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Detective' }).getAttribute('href')).toBe(
      '/app/library/detective',
    );
  });

  it('shows what failed to load with a Retry that reads the list again', async () => {
    let fail = true;
    serve({
      list: () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }
          : { body: { data: [ITEM], availability: ALLOWED } },
    });
    renderPage();
    expect(await screen.findByText('We couldn’t load the analyses')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hooks' })).toBeTruthy());
  });
});
