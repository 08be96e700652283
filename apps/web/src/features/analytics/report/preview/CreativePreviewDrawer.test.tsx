import type { AdPreview, ReportRow } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopServingApi } from '../../../../test/fake-api.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { aReportAd, aReportRow, metaCatalogue } from '../views/report-row-fixture.ts';
import { CreativePreviewDrawer } from './CreativePreviewDrawer.tsx';
import { DRAWER_WIDTH_KEY } from './drawer-width.ts';

afterEach(stopServingApi);

/** The reports service's path as the fake server sees it. */
const previewRoute = (adId: string) => `GET ad-accounts/acc-1/ads/${adId}/preview`;

function aPreview(overrides: Partial<AdPreview> = {}): AdPreview {
  return {
    adId: '6001',
    name: 'Summer sale video',
    status: 'ACTIVE',
    creativeType: 'video',
    imageUrl: null,
    videoUrl: 'https://cdn.example/summer.mp4',
    thumbnailUrl: 'https://cdn.example/thumb-1.jpg',
    copy: 'Our best sale.\nOnly this week. <b>Really</b>',
    headline: 'Save 30%',
    landingPage: 'https://shop.example/sale',
    callToAction: 'SHOP_NOW',
    campaignName: 'Summer campaign',
    adsetName: 'Broad 18-65',
    launchedAt: '2024-03-01T10:00:00.000Z',
    publisherPlatforms: ['facebook', 'audience_network'],
    previewUrl: 'https://facebook.example/ads/preview/6001',
    ...overrides,
  };
}

const row = aReportRow({
  groupId: 'summer',
  groupLabel: 'Summer sale video',
  insights: { spend: 1234.5, purchase_roas: 2.456 },
  breakdowns: {
    ageGender: [
      { key: '25-34|female', impressions: 600, spend: 7.4 },
      { key: '25-34|male', impressions: 400, spend: 4.94 },
      { key: '18-24|unknown', impressions: 20, spend: 0.2 },
    ],
    placement: [
      { key: 'facebook|feed', impressions: 300, spend: 3.7 },
      { key: 'instagram|instagram_reels', impressions: 700, spend: 8.64 },
    ],
  },
});

function renderDrawer(shown: ReportRow | null = row) {
  const onClose = vi.fn();
  renderInApp(
    <CreativePreviewDrawer
      row={shown}
      adAccountId="acc-1"
      catalogue={metaCatalogue(['spend', 'purchase_roas'])}
      currency="EUR"
      metrics={['spend', 'purchase_roas']}
      onClose={onClose}
    />,
  );
  return { onClose };
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('creative preview drawer', () => {
  it("shows the ad's media, words, key metrics and breakdowns", async () => {
    serveApi({ [previewRoute('6001')]: () => ({ body: aPreview() }) });
    renderDrawer();

    const drawer = screen.getByRole('dialog', { name: 'Summer sale video' });
    expect(within(drawer).getByText('Active')).toBeTruthy();
    expect(within(drawer).getByLabelText("Loading the ad's preview")).toBeTruthy();

    const video = await screen.findByLabelText('Video of Summer sale video');
    expect(video.getAttribute('src')).toBe('https://cdn.example/summer.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    const onPlatform = screen.getByRole('link', { name: 'See on platform' });
    expect(onPlatform.getAttribute('href')).toBe('https://facebook.example/ads/preview/6001');
    expect(onPlatform.getAttribute('rel')).toBe('noopener noreferrer');

    expect(detail('Copy').textContent).toBe('Our best sale.\nOnly this week. <b>Really</b>');
    expect(detail('Copy').querySelector('b')).toBeNull();
    expect(detail('Headline').textContent).toBe('Save 30%');
    expect(detail('Call to action').textContent).toBe('Shop now');
    const landing = within(detail('Landing page')).getByRole('link', { name: 'https://shop.example/sale' });
    expect(landing.getAttribute('rel')).toBe('noopener noreferrer');
    expect(detail('Campaign').textContent).toBe('Summer campaign');
    expect(detail('Ad set').textContent).toBe('Broad 18-65');
    expect(detail('Launched').textContent).toBe('Mar 1, 2024');
    expect(detail('Publisher platforms').textContent).toBe('FacebookAudience network');

    expect(detail('Amount Spent').textContent).toBe('€1,234.50');
    expect(detail('Purchase ROAS (Return on Ad Spend)').textContent).toBe('2.46');

    const ages = screen.getByRole('table', { name: 'Impressions by age and gender' });
    const ageRows = within(ages)
      .getAllByRole('row')
      .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(ageRows).toEqual([
      ['Age', 'Female', 'Male', 'Unknown', 'Total'],
      ['18-24', '0', '0', '20', '20'],
      ['25-34', '600', '400', '0', '1,000'],
      ['Total', '600', '400', '20', '1,020'],
    ]);
    const placements = screen.getByRole('table', { name: 'Placements' });
    expect(
      within(placements)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => tableRow.textContent),
    ).toEqual(['Instagram · Reels70070%€8.64', 'Facebook · Feed30030%€3.70']);
  });

  it('says what failed and reads the preview again on Retry', async () => {
    let fail = true;
    serveApi({
      [previewRoute('6001')]: () =>
        fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { body: aPreview() },
    });
    renderDrawer();
    const alert = (await screen.findByText("We couldn’t load this ad's preview")).closest('[role="alert"]');
    fail = false;
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Save 30%')).toBeTruthy();
    expect(screen.queryByText("We couldn’t load this ad's preview")).toBeNull();
  });

  it('shows the thumbnail without a video or image, and never links an address that is not http', async () => {
    serveApi({
      [previewRoute('6001')]: () => ({
        body: aPreview({ videoUrl: null, landingPage: 'javascript:alert(1)', previewUrl: null }),
      }),
    });
    renderDrawer();
    const image = await screen.findByRole('img', { name: 'Creative of Summer sale video' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/thumb-1.jpg');
    expect(detail('Landing page').textContent).toBe('javascript:alert(1)');
    expect(within(detail('Landing page')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See on platform' })).toBeNull();
  });

  it('says when the line has no breakdowns', async () => {
    serveApi({ [previewRoute('6001')]: () => ({ body: aPreview() }) });
    renderDrawer({ ...row, breakdowns: null });
    expect(screen.getByText('Breakdowns are not available for this line.')).toBeTruthy();
  });

  it('lists the ads of a line and previews the one picked', async () => {
    const second = aReportAd({ _id: 'ad-2', adId: '6002', name: 'Summer sale video v2', status: 'PAUSED' });
    const calls = serveApi({
      [previewRoute('6001')]: () => ({ body: aPreview() }),
      [previewRoute('6002')]: () => ({
        body: aPreview({ adId: '6002', headline: 'Save 40%', status: 'PAUSED' }),
      }),
    });
    renderDrawer({ ...row, ads: [row.ad, second], adCount: 2 });
    expect(await screen.findByText('Save 30%')).toBeTruthy();

    const ads = screen.getByRole('region', { name: 'Ads in this line (2)' });
    const [first, other] = within(ads).getAllByRole('button');
    expect([first?.textContent, first?.getAttribute('aria-pressed')]).toEqual([
      'Summer sale videoActive',
      'true',
    ]);
    expect([other?.textContent, other?.getAttribute('aria-pressed')]).toEqual([
      'Summer sale video v2Paused',
      'false',
    ]);
    await userEvent.click(other!);

    expect(await screen.findByText('Save 40%')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('ad-accounts/acc-1/ads/6002/preview');
    expect(other?.getAttribute('aria-pressed')).toBe('true');
    // The header now gives the picked ad's status too.
    expect(screen.getAllByText('Paused')).toHaveLength(2);
  });

  it('closes on Escape', async () => {
    serveApi({ [previewRoute('6001')]: () => ({ body: aPreview() }) });
    const { onClose } = renderDrawer();
    await screen.findByText('Save 30%');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('resizes from the keyboard on its edge and remembers the width', async () => {
    serveApi({ [previewRoute('6001')]: () => ({ body: aPreview() }) });
    renderDrawer();
    // The drawer opens with the focus on its close button; the edge is one Shift+Tab away.
    const close = screen.getByRole('button', { name: 'Close the preview' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    const handle = screen.getByRole('separator', { name: 'Resize the preview' });
    expect(handle.getAttribute('aria-valuenow')).toBe('560');
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(handle);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle.getAttribute('aria-valuenow')).toBe('608');
    await waitFor(() => expect(localStorage.getItem(DRAWER_WIDTH_KEY)).toBe('608'));
    await userEvent.keyboard('{Home}');
    expect(handle.getAttribute('aria-valuenow')).toBe('420');
  });

  it('stays closed without a line', () => {
    serveApi({});
    renderDrawer(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
