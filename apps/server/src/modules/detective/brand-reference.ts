import { absoluteWebAddress, DETECTIVE_MESSAGES } from '@hookline/domain';
import { badRequest } from '../../platform/http/app-error.ts';
import type { BrandSource } from '../discover/index.ts';

const META_HOSTS = new Set(['facebook.com', 'fb.com']);
const TIKTOK_HOSTS = new Set(['tiktok.com']);
/** First path segments of facebook.com that are not a Page. */
const META_NOT_PAGES = new Set([
  'ads',
  'groups',
  'events',
  'watch',
  'marketplace',
  'share',
  'sharer',
  'login',
]);
const META_HANDLE = /^[a-z0-9.\-_]{1,100}$/i;
const TIKTOK_HANDLE = /^[a-z0-9._]{2,24}$/i;
const DIGITS = /^\d{1,30}$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The URL's host, lower case, without the `www.`, `m.` or `web.` a mobile or desktop link carries. */
function parsed(value: string): URL | null {
  const address = absoluteWebAddress(value);
  return address === null ? null : new URL(address);
}
const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|web|mobile)\./, '');

function metaSource(url: URL): BrandSource | null {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  if (first === undefined) return null;
  if (first === 'profile.php') {
    const id = url.searchParams.get('id');
    return id !== null && DIGITS.test(id) ? { kind: 'meta', pageId: id, handle: id } : null;
  }
  if (first === 'pages' && second !== undefined) {
    const id = segments.slice(2).find((segment) => DIGITS.test(segment)) ?? null;
    return META_HANDLE.test(second) ? { kind: 'meta', pageId: id, handle: second } : null;
  }
  if (META_NOT_PAGES.has(first.toLowerCase()) || !META_HANDLE.test(first)) return null;
  return { kind: 'meta', pageId: DIGITS.test(first) ? first : null, handle: first };
}

function tiktokSource(url: URL): BrandSource | null {
  const [first] = url.pathname.split('/').filter((segment) => segment !== '');
  if (first === undefined || !first.startsWith('@')) return null;
  const handle = first.slice(1);
  return TIKTOK_HANDLE.test(handle) ? { kind: 'tiktok', handle: handle.toLowerCase() } : null;
}

/** A Meta Page URL or a TikTok profile as the brand's source; anything else is a 400. */
export function pageUrlSource(value: string): BrandSource {
  const url = parsed(value);
  const host = url ? bareHost(url) : '';
  const source =
    url === null
      ? null
      : META_HOSTS.has(host)
        ? metaSource(url)
        : TIKTOK_HOSTS.has(host)
          ? tiktokSource(url)
          : null;
  if (!source) throw badRequest(DETECTIVE_MESSAGES.pageUrlInvalid);
  return source;
}

/** A website domain ('brand.com', or an address on it) as the brand's source; anything else is a 400. */
export function domainSource(value: string): BrandSource {
  const url = parsed(value);
  const host = url ? bareHost(url) : '';
  const labels = host.split('.');
  const isDomain =
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    !labels.every((label) => DIGITS.test(label)) &&
    !DIGITS.test(labels[labels.length - 1] ?? '');
  if (!isDomain) throw badRequest(DETECTIVE_MESSAGES.domainInvalid);
  return { kind: 'website', host };
}
