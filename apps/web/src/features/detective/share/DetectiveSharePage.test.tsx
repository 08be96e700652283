import type { DiscoverAd, ShareAccess, ShareContent } from '@hookline/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { SharedAdProvider, type RenderSharedAd } from '../../../ui/shared-ad-slot.tsx';
import { aCadence, answer, anOverview, refs } from '../dashboard/test-fixtures.ts';
import { DetectiveSharePage } from './DetectiveSharePage.tsx';

configure({ asyncUtilTimeout: 8000 });
afterEach(stopServingApi);

type Answer = { status?: number; body: unknown };
type Route = (call: FakeCall) => Answer;

const LINK = 'public/share/link-1';
const TOKEN = 'viewer-token';

const CONTENT: ShareContent = {
  assetType: 'detective',
  kind: 'detective_dashboard',
  brand: {
    _id: 'brand-1',
    name: 'Stride Running',
    logoURL: null,
    website: 'https://stride.example',
  },
};

function anAd(overrides: Partial<DiscoverAd> = {}): DiscoverAd {
  return {
    _id: 'only-1',
    source: 'meta',
    adArchiveId: 'archive-1',
    brand: { _id: 'brand-1', name: 'Stride Running', logoURL: null },
    pageName: 'Stride Running',
    format: 'image',
    publisherPlatforms: ['facebook'],
    languages: ['en'],
    body: 'Run further. Free shipping on every order.',
    title: 'Built for the long run',
    caption: null,
    ctaType: 'shop_now',
    ctaText: null,
    ctaURL: 'https://stride.example/shoes',
    snapshotURL: null,
    startDate: '2026-03-02',
    endDate: null,
    isActive: true,
    runningDays: 9,
    assets: [],
    transcript: null,
    ...overrides,
  };
}

function anAccess(overrides: Partial<ShareAccess> = {}): ShareAccess {
  return {
    accessToken: TOKEN,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    assetType: 'detective',
    assetId: 'tracker-1',
    description: 'Stride, for the agency',
    viewerName: null,
    allowedActions: [],
    accessFileVersions: false,
    ...overrides,
  };
}

const state = (overrides: Record<string, unknown> = {}) => ({
  body: {
    _id: 'link-1',
    assetType: 'detective',
    state: 'active',
    message: null,
    passwordProtected: false,
    expireAt: null,
    ...overrides,
  },
});

const OVERVIEW = answer({ menu: 'overview', analytics: anOverview({ liveAds: refs(1, 'only') }) });

/** A browser without any account: the page's calls only. */
function serve(routes: Record<string, Route>) {
  const calls = serveApi({
    [`GET ${LINK}/state`]: () => state(),
    [`POST ${LINK}/access`]: () => ({ body: anAccess() }),
    [`GET ${LINK}`]: () => ({ body: CONTENT }),
    [`GET ${LINK}/detective-analytics`]: (call) =>
      call.query.get('menu') === 'cadence'
        ? { body: answer({ menu: 'cadence', analytics: aCadence() }) }
        : { body: OVERVIEW },
    [`GET ${LINK}/detective-ad/only-1`]: () => ({ body: anAd() }),
    ...routes,
  });
  tokenStore.clear();
  return calls;
}

/** A stand-in for the Discover share page's details of an ad, which the app hands in. */
const fakeSharedAd: RenderSharedAd = ({ ad, downloadable, headingOrder }) => (
  <section aria-label="Shared ad">
    <h2>{`${ad.brand.name} (level ${headingOrder ?? 1})`}</h2>
    <p>{ad.body}</p>
    {downloadable && <p>Downloads allowed</p>}
  </section>
);

const renderPage = (route = '/share/detective/link-1') =>
  renderInApp(
    <SharedAdProvider value={fakeSharedAd}>
      <DetectiveSharePage />
    </SharedAdProvider>,
    { path: '/share/detective/:shareLinkId', route },
  );

describe('a shared Detective dashboard’s public page', { timeout: 60_000 }, () => {
  it('asks for the password, shows the refusal, then the brand’s dashboard read with the viewer’s token', async () => {
    const calls = serve({
      [`GET ${LINK}/state`]: () => state({ passwordProtected: true }),
      [`POST ${LINK}/access`]: (call) =>
        (call.body as { password?: string }).password === 'open-sesame'
          ? { body: anAccess() }
          : { status: 401, body: { message: 'The password is incorrect', code: 'UNAUTHORIZED' } },
    });
    renderPage();
    expect(await screen.findByText('Please enter the password to open this link')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('detective-analytics'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The password is incorrect')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'open-sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Stride Running', level: 1 })).toBeTruthy();
    expect(screen.getByText('Stride, for the agency')).toBeTruthy();
    expect(screen.getByText('Shared with you · read-only')).toBeTruthy();
    expect(screen.getByRole('link', { name: /stride\.example/ }).getAttribute('href')).toBe(
      'https://stride.example/',
    );
    expect(await screen.findByText('Running today')).toBeTruthy();
    // No way back into an app the viewer has no account in.
    expect(screen.queryByRole('link', { name: 'Detective' })).toBeNull();

    const analyticsCall = vi
      .mocked(fetch)
      .mock.calls.find(
        ([url]) => typeof url === 'string' && url.includes(`/api/v1/${LINK}/detective-analytics`),
      );
    expect(analyticsCall?.[0]).toContain('duration=365&menu=overview');
    const headers = (analyticsCall?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Share-Token']).toBe(TOKEN);
    expect(headers.Authorization).toBeUndefined();
  });

  it('changes the menu and the duration in its address', async () => {
    const calls = serve({});
    const { router } = renderPage();
    expect(await screen.findByText('Running today')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Cadence' }));
    expect(await screen.findByText('Launches per day')).toBeTruthy();
    expect(router.state.location.search).toBe('?menu=cadence');
    await userEvent.click(screen.getByRole('combobox', { name: 'Duration' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?menu=cadence&duration=30'));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === `${LINK}/detective-analytics` &&
            call.query.get('menu') === 'cadence' &&
            call.query.get('duration') === '30',
        ),
      ).toBe(true),
    );
  });

  it('opens the ad behind a figure as the Discover share page shows it, read through the link', async () => {
    const calls = serve({
      [`POST ${LINK}/access`]: () => ({ body: anAccess({ allowedActions: ['download'] }) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Live in the period/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ad details' });
    expect(await within(drawer).findByRole('heading', { name: 'Stride Running (level 2)' })).toBeTruthy();
    expect(within(drawer).getByText('Run further. Free shipping on every order.')).toBeTruthy();
    expect(within(drawer).getByText('Downloads allowed')).toBeTruthy();
    expect(calls.some((call) => call.path === `${LINK}/detective-ad/only-1`)).toBe(true);
    expect(calls.some((call) => call.path.startsWith('discover/'))).toBe(false);
  });

  it('lists the ads behind a figure of many, read through the link, each opening in full', async () => {
    const calls = serve({
      [`GET ${LINK}/detective-analytics`]: () => ({
        body: answer({ menu: 'overview', analytics: anOverview({ liveAds: refs(2, 'only') }) }),
      }),
      [`GET ${LINK}/detective-ad/only-2`]: () => ({
        body: anAd({ _id: 'only-2', title: 'Second wind', body: 'Lighter than ever.' }),
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Live in the period/ }));
    const list = await screen.findByRole('dialog', { name: 'Live in the period' });
    expect(await within(list).findByText('Second wind')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: /Second wind/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ad details' });
    expect(await within(drawer).findByText('Lighter than ever.')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('discover/'))).toBe(false);
  });

  it('says an expired, turned-off or unknown link is closed, without opening it', async () => {
    const expired = serve({
      [`GET ${LINK}/state`]: () => state({ state: 'expired', message: 'This link has expired' }),
    });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(expired.some((call) => call.path.endsWith('/access'))).toBe(false);
    first.unmount();
    stopServingApi();

    serve({
      [`GET ${LINK}/state`]: () => state({ state: 'disabled', message: 'This link is no longer available' }),
    });
    const second = renderPage();
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeTruthy();
    second.unmount();
    stopServingApi();

    // A brand no longer tracked: its link is gone; another kind of link isn't opened here.
    serve({
      [`GET ${LINK}/state`]: () => ({ status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } }),
    });
    const third = renderPage();
    expect(await screen.findByRole('heading', { name: 'This link doesn’t exist' })).toBeTruthy();
    third.unmount();
    stopServingApi();

    const other = serve({ [`GET ${LINK}/state`]: () => state({ assetType: 'discover_brand' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link doesn’t exist' })).toBeTruthy();
    expect(other.some((call) => call.path.endsWith('/access'))).toBe(false);
  });

  it('goes back to the gate with the server’s words when the access has ended', async () => {
    serve({
      [`GET ${LINK}/state`]: () => state({ passwordProtected: true }),
      [`GET ${LINK}`]: () => ({
        status: 401,
        body: { message: 'Your access to this link has ended. Please open it again.', code: 'UNAUTHORIZED' },
      }),
    });
    sessionStorage.setItem('shareToken', JSON.stringify({ 'link-1': anAccess() }));
    renderPage();
    expect(await screen.findByText('Your access to this link has ended. Please open it again.')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('shareToken')).toBe('{}'));
  });

  it('says what failed and offers Retry when the dashboard can’t be read', async () => {
    let failing = true;
    serve({
      [`GET ${LINK}`]: () =>
        failing ? { status: 500, body: { message: 'Server error', code: 'INTERNAL' } } : { body: CONTENT },
    });
    renderPage();
    expect(await screen.findByText(/the dashboard/)).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Stride Running', level: 1 })).toBeTruthy();
  });
});
