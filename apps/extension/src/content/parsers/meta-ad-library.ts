import type { ScrapedAd } from '../../shared/hookline-api.ts';
import { AD_LIMITS } from '../../shared/hookline-api.ts';
import { parseAdDate } from './ad-dates.ts';
import { absoluteHttpUrl, cardAround, clip, readableText, textLines } from './dom-text.ts';
import { mediaAssets } from './media-assets.ts';

/*
 * Meta's Ad Library (https://www.facebook.com/ads/library/): each result card says "Library ID: <digits>" and
 * "Started running on <date>" (or a date range once it stopped), then shows the ad as it runs: the page's
 * name (a link to the page) and "Sponsored", the body in a `white-space: pre-wrap` block, the media, and a
 * link card (domain, title, description, a call-to-action button) whose address goes through l.facebook.com.
 * Class names are generated, so none is used.
 */

const LIBRARY_ID = /^Library ID:?\s*(\d{5,})$/;
const STARTED = /Started running on\s+([A-Za-z]{3,}\.? \d{1,2},? \d{4}|\d{1,2} [A-Za-z]{3,}\.?,? \d{4})/;
const DATE_RANGE = /^([A-Za-z]{3,}\.? \d{1,2},? \d{4}|\d{1,2} [A-Za-z]{3,}\.?,? \d{4})\s*[-–—]\s*/m;
const FACEBOOK_HOST = /(^|\.)facebook\.com$/;
const LINK_SHIM_HOST = /^l[m]?\.facebook\.com$/;
/** A link card's first line: the advertiser's domain in capitals. */
const DOMAIN_CAPTION = /^[A-Z0-9][A-Z0-9.-]*\.[A-Z]{2,}$/;

const squashed = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The elements that say "Library ID: <digits>", found from the text nodes that hold the words (a page of
 * results has thousands of elements; few hold them). The digits may sit in a span of their own.
 */
function libraryIdElements(root: Node): Element[] {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Element[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.includes('Library ID')) continue;
    for (let element = node.parentElement; element; element = element.parentElement) {
      const text = squashed(element);
      if (LIBRARY_ID.test(text)) {
        if (!found.includes(element)) found.push(element);
        break;
      }
      if (text.length > 60) break;
    }
  }
  return found;
}

/** The ad cards on a page of results, one per "Library ID". */
export function findMetaAdCards(root: Node): Element[] {
  const ids = libraryIdElements(root);
  return ids.map((id) => cardAround(id, ids));
}

function cardText(card: Element): string {
  return (card.textContent ?? '').replace(/\s+/g, ' ');
}

function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname;
  } catch {
    return null;
  }
}

/** The advertiser's address behind Meta's link shim (`l.facebook.com/l.php?u=…`). */
export function unwrapMetaLink(href: string): string | null {
  try {
    const url = new URL(href);
    if (LINK_SHIM_HOST.test(url.hostname)) return absoluteHttpUrl(url.searchParams.get('u'), href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link to a Facebook page (the advertiser's), as opposed to the library itself or the link shim. */
function isPageLink(anchor: HTMLAnchorElement, pageUrl: string): boolean {
  const href = absoluteHttpUrl(anchor.getAttribute('href'), pageUrl);
  const host = href ? hostOf(href) : null;
  if (!href || !host || !FACEBOOK_HOST.test(host) || LINK_SHIM_HOST.test(host)) return false;
  return !new URL(href).pathname.startsWith('/ads/');
}

/** The first link that leaves Facebook: the ad's link card (or its first, in a carousel). */
function outboundLink(card: Element, pageUrl: string): { anchor: HTMLAnchorElement; url: string } | null {
  for (const anchor of Array.from(card.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = absoluteHttpUrl(anchor.getAttribute('href'), pageUrl);
    const host = href ? hostOf(href) : null;
    if (!href || !host || (FACEBOOK_HOST.test(host) && !LINK_SHIM_HOST.test(host))) continue;
    const url = unwrapMetaLink(href);
    if (url) return { anchor, url };
  }
  return null;
}

function startDate(card: Element): string | null {
  const text = cardText(card);
  const started = STARTED.exec(text);
  if (started) return parseAdDate(started[1]!);
  for (const line of textLines(card)) {
    const range = DATE_RANGE.exec(line);
    if (range) return parseAdDate(range[1]!);
  }
  return null;
}

function pageName(card: Element, pageUrl: string): string | null {
  for (const anchor of Array.from(card.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const name = readableText(anchor).replace(/\s+/g, ' ').trim();
    if (name && isPageLink(anchor, pageUrl)) return name;
  }
  // No link: the line just above "Sponsored".
  const lines = textLines(card);
  const sponsored = lines.indexOf('Sponsored');
  return sponsored > 0 ? lines[sponsored - 1]! : null;
}

function body(card: Element): string {
  const blocks = Array.from(card.querySelectorAll('[style*="pre-wrap"], [style*="pre-line"]')).filter(
    (block) => !block.parentElement?.closest('[style*="pre-wrap"], [style*="pre-line"]'),
  );
  return blocks.map((block) => readableText(block)).find(Boolean) ?? '';
}

function linkCard(card: Element, pageUrl: string) {
  const link = outboundLink(card, pageUrl);
  if (!link) return { ctaURL: null, ctaText: null, title: null };
  const button =
    link.anchor.querySelector('[role="button"]') ?? card.querySelector('a[href] [role="button"]');
  const ctaText = button ? readableText(button).trim() || null : null;
  const title = textLines(link.anchor).find((line) => line !== ctaText && !DOMAIN_CAPTION.test(line)) ?? null;
  return { ctaURL: link.url, ctaText, title };
}

/** The ad of one card, ready to save; `pageUrl` resolves relative addresses. */
export function parseMetaAdCard(card: Element, pageUrl: string): ScrapedAd {
  const idMatch = libraryIdElements(card)
    .map((element) => LIBRARY_ID.exec(squashed(element)))
    .find(Boolean);
  const adArchiveId = idMatch?.[1];
  const pageLinks = Array.from(card.querySelectorAll<HTMLAnchorElement>('a[href]')).filter((anchor) =>
    isPageLink(anchor, pageUrl),
  );
  const { ctaURL, ctaText, title } = linkCard(card, pageUrl);
  return {
    platform: 'meta',
    sourceUrl: adArchiveId
      ? `https://www.facebook.com/ads/library/?id=${adArchiveId}`
      : (absoluteHttpUrl(pageUrl, pageUrl) ?? pageUrl),
    ...(adArchiveId ? { adArchiveId } : {}),
    pageName: clip(pageName(card, pageUrl) ?? 'Unknown advertiser', AD_LIMITS.field),
    body: clip(body(card), AD_LIMITS.body),
    title: title ? clip(title, AD_LIMITS.field) : null,
    ctaText: ctaText ? clip(ctaText, AD_LIMITS.field) : null,
    ctaURL: ctaURL && ctaURL.length <= AD_LIMITS.url ? ctaURL : null,
    startDate: startDate(card),
    // The page's profile picture sits inside the links to the page; it isn't the ad.
    assets: mediaAssets(card, pageUrl, (image) => pageLinks.some((anchor) => anchor.contains(image))),
  };
}
