import type { AdPlatform, ScrapedAd } from '../shared/hookline-api.ts';
import { findMetaAdCards, parseMetaAdCard } from './parsers/meta-ad-library.ts';
import { findTikTokAdCards, parseTikTokAdCard } from './parsers/tiktok-creative-center.ts';

/** How the content script reads one platform's pages. */
export interface AdPageAdapter {
  platform: AdPlatform;
  findCards(root: Document): Element[];
  parseCard(card: Element, pageUrl: string): ScrapedAd;
}

const META: AdPageAdapter = { platform: 'meta', findCards: findMetaAdCards, parseCard: parseMetaAdCard };
const TIKTOK: AdPageAdapter = {
  platform: 'tiktok',
  findCards: findTikTokAdCards,
  parseCard: parseTikTokAdCard,
};

/** The adapter for the page at `url`, or null on a page the extension doesn't read. */
export function adapterFor(url: URL): AdPageAdapter | null {
  if (url.hostname === 'www.facebook.com' && url.pathname.startsWith('/ads/library')) return META;
  if (url.hostname === 'ads.tiktok.com' && url.pathname.startsWith('/business/creativecenter')) return TIKTOK;
  return null;
}
