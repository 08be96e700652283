import { describe, expect, it } from 'vitest';
import { FIXTURE_MEDIA_ORIGIN as MEDIA, fixturePage } from './fixture-pages.ts';
import { findTikTokAdCards, parseTikTokAdCard } from './tiktok-creative-center.ts';

const PAGE_URL =
  'https://ads.tiktok.com/business/creativecenter/inspiration/topads/pc/en?period=30&region=US';

describe("TikTok Creative Center's Top Ads cards", () => {
  const cards = findTikTokAdCards(fixturePage('tiktok-creative-center.html'));

  it('finds one card per ad', () => {
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.querySelectorAll('video')).toHaveLength(1);
  });

  it("reads the advertiser, the caption, the video and the ad's own page", () => {
    expect(parseTikTokAdCard(cards[0]!, PAGE_URL)).toEqual({
      platform: 'tiktok',
      sourceUrl:
        'https://ads.tiktok.com/business/creativecenter/topads/7301442209871234567/pc/en?countryCode=US&from=001110&period=30',
      adArchiveId: '7301442209871234567',
      pageName: 'Lumen Fitness',
      body: '30 days, 10 minutes a day. Watch what happens 💪 #fitness #homeworkout',
      title: null,
      ctaText: null,
      ctaURL: null,
      startDate: null,
      assets: [{ type: 'video', url: `${MEDIA}/media/tiktok-lumen.mp4` }],
    });
  });

  it("saves a video not yet played (a blob) as its cover, never the advertiser's avatar", () => {
    const ad = parseTikTokAdCard(cards[2]!, PAGE_URL);
    expect(ad.pageName).toBe('BrightBank');
    expect(ad.assets).toEqual([{ type: 'image', url: `${MEDIA}/media/tiktok-brightbank.jpg` }]);
  });

  it("reads an ad's own page by its labels", () => {
    const page = new DOMParser().parseFromString(
      `<body><main>
        <div><video src="https://v16.example.net/ad.mp4"></video></div>
        <div><span>Brand name</span><span>Pawsome Treats</span></div>
        <div><span>Ad caption</span><span>Treat time 🐶</span></div>
        <div><span>CTA</span><span>Shop now</span></div>
        <div><span>Landing page</span><span>https://pawsome.example/treats</span></div>
      </main></body>`,
      'text/html',
    );
    const url = 'https://ads.tiktok.com/business/creativecenter/topads/7298765432109876543/pc/en';
    const [card] = findTikTokAdCards(page);
    expect(parseTikTokAdCard(card!, url)).toMatchObject({
      sourceUrl: url,
      adArchiveId: '7298765432109876543',
      pageName: 'Pawsome Treats',
      body: 'Treat time 🐶',
      ctaText: 'Shop now',
      ctaURL: 'https://pawsome.example/treats',
    });
  });
});
