import { describe, expect, it } from 'vitest';
import { FIXTURE_MEDIA_ORIGIN as MEDIA, fixturePage } from './fixture-pages.ts';
import { findMetaAdCards, parseMetaAdCard, unwrapMetaLink } from './meta-ad-library.ts';

const PAGE_URL = 'https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=US&q=coffee';

function html(markup: string): Document {
  return new DOMParser().parseFromString(`<body><div role="main">${markup}</div></body>`, 'text/html');
}

describe("Meta Ad Library's result cards", () => {
  const page = fixturePage('meta-ad-library.html');
  const cards = findMetaAdCards(page);

  it('finds one card per ad, each holding its own ad and no other', () => {
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card.textContent?.match(/Library ID/g)).toHaveLength(1);
    expect(cards.map((card) => card.textContent?.includes('Sponsored'))).toEqual([true, true, true, true]);
  });

  it('reads an image ad: page, body with its emoji, link card, call to action and start date', () => {
    expect(parseMetaAdCard(cards[0]!, PAGE_URL)).toEqual({
      platform: 'meta',
      sourceUrl: 'https://www.facebook.com/ads/library/?id=1187345920051234',
      adArchiveId: '1187345920051234',
      pageName: 'Glowly Skincare',
      body: 'Meet your new morning ritual ✨\nOur vitamin C serum brightens in 14 days. Dermatologist tested, vegan, and made for every skin type.',
      title: 'Vitamin C Glow Serum',
      ctaText: 'Shop now',
      ctaURL: 'https://glowly.example/serum?utm_source=facebook',
      startDate: '2025-03-03',
      assets: [{ type: 'image', url: `${MEDIA}/media/glowly-serum.jpg` }],
    });
  });

  it("reads a carousel's images in order, and the first card's title and call to action", () => {
    const ad = parseMetaAdCard(cards[1]!, PAGE_URL);
    expect(ad).toMatchObject({
      adArchiveId: '2290417763329876',
      pageName: 'Northwind Coffee Roasters',
      body: 'Small-batch beans, roasted on Monday and at your door by Friday.\n\nPick your roast:',
      title: 'Ethiopia Yirgacheffe',
      ctaText: 'Order now',
      ctaURL: 'https://northwind.example/shop/ethiopia',
      startDate: '2025-02-14',
    });
    expect(ad.assets).toEqual([
      { type: 'image', url: `${MEDIA}/media/northwind-ethiopia.jpg` },
      { type: 'image', url: `${MEDIA}/media/northwind-colombia.jpg` },
    ]);
  });

  it('reads a video ad as its video, not its poster', () => {
    const ad = parseMetaAdCard(cards[2]!, PAGE_URL);
    expect(ad.assets).toEqual([{ type: 'video', url: `${MEDIA}/media/fjord-trail.mp4` }]);
    expect(ad).toMatchObject({
      pageName: 'Fjord Outdoor',
      title: 'The Fjord 40L Pack',
      ctaText: 'Learn more',
    });
  });

  it("reads an ad that stopped running: its date range's start, and a direct link", () => {
    expect(parseMetaAdCard(cards[3]!, PAGE_URL)).toMatchObject({
      adArchiveId: '4410238877665544',
      startDate: '2024-12-01',
      ctaURL: 'https://glowly.example/gifts',
      title: 'The Holiday Glow Set',
    });
  });

  it('saves a video that only streams (a blob) as its poster, and resolves relative addresses', () => {
    const page = html(`
      <div><span>Library ID: 99887766554433</span><span>Started running on 3 Mar 2025</span>
        <a href="/acmebrand/"><span>Acme</span></a><span>Sponsored</span>
        <video src="blob:https://www.facebook.com/0f1e2d3c" poster="//scontent.example.net/poster.jpg"></video>
        <img src="/images/extra.png" alt="">
      </div>`);
    const [card] = findMetaAdCards(page);
    expect(parseMetaAdCard(card!, PAGE_URL)).toMatchObject({
      pageName: 'Acme',
      startDate: '2025-03-03',
      body: '',
      title: null,
      ctaText: null,
      ctaURL: null,
      assets: [
        { type: 'image', url: 'https://scontent.example.net/poster.jpg' },
        { type: 'image', url: 'https://www.facebook.com/images/extra.png' },
      ],
    });
  });

  it('keeps at most ten media and cuts an over-long body to what Hookline accepts', () => {
    const images = Array.from({ length: 12 }, (_, i) => `<img src="https://cdn.example.net/${i}.jpg">`).join(
      '',
    );
    const page = html(`<div><span>Library ID: 12345678</span><a href="https://www.facebook.com/acme/">Acme</a>
      <div style="white-space: pre-wrap">${'a'.repeat(6000)}</div>${images}</div>`);
    const ad = parseMetaAdCard(findMetaAdCards(page)[0]!, PAGE_URL);
    expect(ad.assets).toHaveLength(10);
    expect(ad.body).toHaveLength(5000);
  });

  it('finds nothing on a page without ads', () => {
    expect(findMetaAdCards(html('<p>No ads match your search.</p>'))).toEqual([]);
  });
});

describe("Meta's link shim", () => {
  it("gives the advertiser's address behind l.facebook.com, and keeps any other http(s) address", () => {
    expect(
      unwrapMetaLink('https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2Fa%3Fb%3D1&h=AT0'),
    ).toBe('https://shop.example/a?b=1');
    expect(unwrapMetaLink('https://shop.example/direct')).toBe('https://shop.example/direct');
    expect(unwrapMetaLink('https://l.facebook.com/l.php?u=javascript%3Aalert(1)')).toBeNull();
  });
});
