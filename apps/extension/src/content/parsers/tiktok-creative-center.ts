import type { ScrapedAd } from '../../shared/hookline-api.ts';
import { AD_LIMITS } from '../../shared/hookline-api.ts';
import { absoluteHttpUrl, cardAround, clip, labelledValue, readableText, textLines } from './dom-text.ts';
import { mediaAssets } from './media-assets.ts';

/*
 * TikTok's Creative Center (https://ads.tiktok.com/business/creativecenter/): a Top Ads card holds the ad's
 * video (its file, or only its cover until played), the advertiser, the caption, figures (likes, CTR), tags,
 * and a link to the ad's own page (`/creativecenter/topads/<id>/…`). An ad's own page shows the same with
 * labels ("Brand name", "Ad caption", "CTA"), which are read when present. Class names are CSS-module hashes,
 * so none is used.
 */

const DETAIL_LINK = /\/creativecenter\/topads\/(\d{6,})/;
/** Lines that are figures, durations, labels or the card's own links, never the advertiser or the caption. */
const NOT_COPY =
  /^(\d[\d.,]*\s*[KMB]?|top \d+%|\d{1,2}:\d{2}(:\d{2})?|likes?|ctr|comments?|shares?|views?|budget|objective|industry|region|cta|see analytics|details|view details|play|pause|mute|unmute)$/i;

/** The ad cards on the page, one per video player. */
export function findTikTokAdCards(root: ParentNode): Element[] {
  const videos = Array.from(root.querySelectorAll('video'));
  return videos.map((video) => cardAround(video, videos));
}

function detailLink(card: Element, pageUrl: string): { url: string; id: string } | null {
  for (const anchor of Array.from(card.querySelectorAll('a[href]'))) {
    const url = absoluteHttpUrl(anchor.getAttribute('href'), pageUrl);
    const id = url ? DETAIL_LINK.exec(new URL(url).pathname)?.[1] : undefined;
    if (url && id) return { url, id };
  }
  const ownPage = DETAIL_LINK.exec(pageUrl);
  return ownPage ? { url: pageUrl, id: ownPage[1]! } : null;
}

/** The caption is the card's longest line of copy; the advertiser the first short line before it. */
function copyLines(card: Element): { caption: string; advertiser: string | null } {
  const linkTexts = new Set(
    Array.from(card.querySelectorAll('a')).map((anchor) => readableText(anchor).replace(/\s+/g, ' ').trim()),
  );
  const lines = textLines(card).filter((line) => !NOT_COPY.test(line) && !linkTexts.has(line));
  const caption = lines.reduce((longest, line) => (line.length > longest.length ? line : longest), '');
  const before = lines.slice(0, Math.max(0, lines.indexOf(caption)));
  const advertiser = before.find((line) => line.length <= 80) ?? null;
  return { caption, advertiser };
}

/** An @handle in the caption, the last resort for the advertiser's name. */
const handleIn = (caption: string) => /(^|\s)@([\w.]{2,24})/.exec(caption)?.[2] ?? null;

/**
 * The video (or its poster, until it is played); the card's pictures only when the player has neither, since
 * they are otherwise the advertiser's avatar.
 */
function adMedia(card: Element, pageUrl: string) {
  const fromPlayer = mediaAssets(card, pageUrl, () => true);
  return fromPlayer.length > 0 ? fromPlayer : mediaAssets(card, pageUrl);
}

/** The ad of one card, ready to save; `pageUrl` resolves relative addresses. */
export function parseTikTokAdCard(card: Element, pageUrl: string): ScrapedAd {
  const detail = detailLink(card, pageUrl);
  const lines = copyLines(card);
  const caption = labelledValue(card, ['Ad caption', 'Caption']) ?? lines.caption;
  const advertiser =
    labelledValue(card, ['Brand name', 'Brand', 'Advertiser']) ?? lines.advertiser ?? handleIn(caption);
  const ctaText = labelledValue(card, ['CTA', 'Call to action']);
  const landingPage = labelledValue(card, ['Landing page']);
  return {
    platform: 'tiktok',
    sourceUrl: detail?.url ?? pageUrl,
    ...(detail ? { adArchiveId: detail.id } : {}),
    pageName: clip(advertiser ?? 'TikTok advertiser', AD_LIMITS.field),
    body: clip(caption, AD_LIMITS.body),
    title: null,
    ctaText: ctaText ? clip(ctaText, AD_LIMITS.field) : null,
    ctaURL: absoluteHttpUrl(landingPage, pageUrl),
    startDate: null,
    assets: adMedia(card, pageUrl),
  };
}
