import type { LaunchAd } from '@hookline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AdPreviews } from './AdPreviews.tsx';

afterEach(stopServingApi);

const svg = (text: string): string =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`)}`;
const FEED = svg('Linen 4x5 in a feed post');
const STORY = svg('Linen 9x16 in a story');

const AD: LaunchAd = {
  adsetId: 'as-1',
  creatives: [
    { fileId: 'f-feed', placement: 'feeds' },
    { fileId: 'f-story', placement: 'stories_reels' },
  ],
  copy: {
    primaryText: 'Soft cotton, made to last',
    headline: 'Linen, reworked',
    description: 'Free returns',
    cta: 'SHOP_NOW',
    url: 'https://northwind.example/linen',
  },
};

const renderPreviews = () =>
  renderInApp(<AdPreviews adAccountId="la-1" ad={AD} label="Linen · Copy 1" />, {
    path: '/app/adlauncher/:workspaceId/:adAccountId/launch',
    route: '/app/adlauncher/ws-1/la-1/launch',
  });

describe('AdPreviews', () => {
  it("asks for the ad's files per placement with its copy, and shows each placement's preview under its name", async () => {
    const calls = serveApi({
      'POST adlauncher/ad-accounts/la-1/previews': () => ({
        body: {
          data: [
            { placement: 'FACEBOOK_FEED', imageURL: FEED },
            { placement: 'INSTAGRAM_STORY', imageURL: STORY },
          ],
        },
      }),
    });
    renderPreviews();
    expect(screen.getByLabelText('Loading preview')).toBeTruthy();

    const feed = await screen.findByRole('img', { name: 'Linen · Copy 1: Facebook feed' });
    expect(feed.getAttribute('src')).toBe(FEED);
    expect(screen.getByRole('img', { name: 'Linen · Copy 1: Instagram stories' }).getAttribute('src')).toBe(
      STORY,
    );
    expect(screen.getByText('Facebook feed')).toBeTruthy();
    expect(screen.getByText('Instagram stories')).toBeTruthy();
    const asked = calls.filter((call) => call.path === 'adlauncher/ad-accounts/la-1/previews');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toEqual({ ad: { creatives: AD.creatives, copy: AD.copy } });
  });

  it('shows a preview the platform sends as HTML in a sandboxed frame, and leaves out an unsafe address', async () => {
    serveApi({
      'POST adlauncher/ad-accounts/la-1/previews': () => ({
        body: {
          data: [
            { placement: 'MOBILE_FEED_STANDARD', html: '<p>Meta preview</p>' },
            { placement: 'INSTAGRAM_STORY', imageURL: 'javascript:alert(1)' },
          ],
        },
      }),
    });
    renderPreviews();
    const frame = await screen.findByTitle('Linen · Copy 1: Facebook feed');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says when the preview couldn't load, and Retry shows it", async () => {
    let fail = true;
    serveApi({
      'POST adlauncher/ad-accounts/la-1/previews': () =>
        fail
          ? { status: 502, body: { message: 'The platform is unavailable', code: 'BAD_GATEWAY' } }
          : { body: { data: [{ placement: 'FACEBOOK_FEED', imageURL: FEED }] } },
    });
    renderPreviews();
    expect(await screen.findByText("Couldn't load the preview of Linen · Copy 1.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Linen · Copy 1: Facebook feed' }).getAttribute('src')).toBe(
        FEED,
      ),
    );
  });

  it('says so when the platform has no preview of the ad', async () => {
    serveApi({ 'POST adlauncher/ad-accounts/la-1/previews': () => ({ body: { data: [] } }) });
    renderPreviews();
    expect(await screen.findByText('No preview for this ad.')).toBeTruthy();
  });
});
