import { describe, expect, it } from 'vitest';
import { downloadName, httpUrl, runDatesText, sourcePageUrl } from './saved-ad-format.ts';

describe('a saved ad as the view words it', () => {
  it('links to the page the ad was read from, else its library’s page for its id', () => {
    expect(
      sourcePageUrl({
        source: 'meta',
        sourceUrl: 'https://www.facebook.com/ads/library/?id=42',
        adArchiveId: '42',
      }),
    ).toBe('https://www.facebook.com/ads/library/?id=42');
    expect(sourcePageUrl({ source: 'meta', sourceUrl: null, adArchiveId: '958947995690634' })).toBe(
      'https://www.facebook.com/ads/library/?id=958947995690634',
    );
    expect(sourcePageUrl({ source: 'tiktok', sourceUrl: 'javascript:alert(1)', adArchiveId: '7' })).toBe(
      'https://library.tiktok.com/ads/detail/?ad_id=7',
    );
    expect(sourcePageUrl({ source: 'manual', sourceUrl: null, adArchiveId: null })).toBeNull();
  });

  it('makes links only of web addresses', () => {
    expect(httpUrl('shop.example.com/spring')).toBe('https://shop.example.com/spring');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,hi')).toBeNull();
  });

  it('says when the ad ran', () => {
    expect(runDatesText({ start_date: '2026-03-01', end_date: null, is_active: true })).toBe(
      'Since Mar 1, 2026',
    );
    expect(runDatesText({ start_date: '2026-03-01', end_date: '2026-04-10', is_active: false })).toBe(
      'Mar 1, 2026 – Apr 10, 2026',
    );
    expect(runDatesText({ start_date: null, end_date: null, is_active: false })).toBeNull();
  });

  it('names a download after the page and the asset', () => {
    const base = { pageName: 'Northwind Outdoors!', count: 3, type: 'image' as const };
    expect(
      downloadName({ ...base, index: 1, url: '/api/v1/inspiration/media/a/1-original.png?exp=1&sig=x' }),
    ).toBe('northwind-outdoors-2.png');
    expect(downloadName({ ...base, count: 1, index: 0, type: 'video', url: '/media/clip' })).toBe(
      'northwind-outdoors.mp4',
    );
  });
});
