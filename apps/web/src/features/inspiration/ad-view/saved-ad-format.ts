import { DATE_FORMAT, type InspirationFile } from '@hookline/domain';
import dayjs from 'dayjs';

/** A day (`YYYY-MM-DD`) or a moment as the app writes dates: "Mar 4, 2026". */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : value;
}

/** When the ad ran: "Mar 1, 2025 – Apr 10, 2025", "Since Mar 1, 2025" while it runs, or null when unknown. */
export function runDatesText(
  file: Pick<InspirationFile, 'start_date' | 'end_date' | 'is_active'>,
): string | null {
  if (!file.start_date) return file.end_date ? `Until ${formatDay(file.end_date)}` : null;
  if (file.end_date) return `${formatDay(file.start_date)} – ${formatDay(file.end_date)}`;
  return file.is_active ? `Since ${formatDay(file.start_date)}` : `From ${formatDay(file.start_date)}`;
}

/** Where the ad was read, named as its link reads: the platform's library, or none for an upload. */
export function sourceLinkText(file: Pick<InspirationFile, 'source'>): string | null {
  if (file.source === 'meta') return 'View on Meta Ad Library';
  if (file.source === 'tiktok') return 'View on TikTok Ad Library';
  return null;
}

/**
 * The ad's page in its platform's library: the page it was read from, else the library's page for its id
 * (Meta's Ad Library, TikTok's ad library); null for an upload or an ad without either.
 */
export function sourcePageUrl(
  file: Pick<InspirationFile, 'source' | 'sourceUrl' | 'adArchiveId'>,
): string | null {
  const read = httpUrl(file.sourceUrl);
  if (read) return read;
  const id = file.adArchiveId?.trim();
  if (!id) return null;
  if (file.source === 'meta') return `https://www.facebook.com/ads/library/?id=${encodeURIComponent(id)}`;
  if (file.source === 'tiktok') {
    return `https://library.tiktok.com/ads/detail/?ad_id=${encodeURIComponent(id)}`;
  }
  return null;
}

/**
 * `url` when it is an http(s) address, else null. Ads come from outside, so a link is made only of an
 * address that cannot run script (`javascript:`) or read local data.
 */
export function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A web address as people read it: without its scheme, `www.` or a lone trailing slash. */
export function readableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    return `${parsed.hostname.replace(/^www\./, '')}${path}${parsed.search}`;
  } catch {
    return url;
  }
}

/** What the ad is called in titles and labels: its page's name. */
export const adName = (file: { page_name: string; brand: { name: string } | null }): string =>
  file.page_name || file.brand?.name || 'Saved ad';

/** How an asset is named to people: "asset 2 of 3", or "the video" when it is the only one. */
export function assetLabel(index: number, count: number, type: 'image' | 'video'): string {
  if (count <= 1) return type === 'video' ? 'the video' : 'the image';
  return `asset ${index + 1} of ${count}`;
}

/** A file name for downloading an asset: the page's name, the asset's number, the extension its URL has. */
export function downloadName(input: {
  pageName: string;
  index: number;
  count: number;
  url: string;
  type: 'image' | 'video';
}): string {
  const base =
    input.pageName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'ad';
  let extension = input.type === 'video' ? 'mp4' : 'jpg';
  try {
    const match = /\.([a-z0-9]{2,5})$/i.exec(new URL(input.url, 'http://localhost').pathname);
    if (match?.[1]) extension = match[1].toLowerCase();
  } catch {
    // Not an address: keep the type's usual extension.
  }
  const number = input.count > 1 ? `-${input.index + 1}` : '';
  return `${base}${number}.${extension}`;
}
