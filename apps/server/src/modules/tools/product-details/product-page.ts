import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { hasLoneSurrogate, TOOLS_MESSAGES } from '@hookline/domain';
import { badRequest } from '../../../platform/http/app-error.ts';
import { OutboundRefusedError, type OutboundFetch } from '../../../platform/net/guarded-fetch.ts';

/*
 * Reading a page a visitor names, through the outbound guard (platform/net): http(s) only and public
 * addresses only on every redirect hop, each connection made to the address its check resolved (no DNS
 * rebinding); on top of it, limits for a product page: a total time for everything read, a size counted as
 * the bytes arrive, a slow-drip guard, and only the kinds of answer expected (HTML, or JSON for Shopify).
 */

export interface ProductPageLimits {
  /** For the whole reading: the page, Shopify's JSON and every redirect and body. */
  timeoutMs: number;
  /** The most bytes one answer may hold; a larger one is refused as soon as it shows. */
  maxBytes: number;
  /** Once `slowGraceMs` have passed since an answer's headers, its body must come at least this fast. */
  minBytesPerSecond: number;
  slowGraceMs: number;
}

export const PRODUCT_PAGE_LIMITS: ProductPageLimits = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  minBytesPerSecond: 1024,
  slowGraceMs: 2_000,
};

/** Why a page could not be read: each has its message (TOOLS_MESSAGES), all answered 400. */
export type PageProblem = 'refused' | 'unreachable' | 'too-large' | 'timeout' | 'not-html';

export class ProductPageError extends Error {
  constructor(readonly problem: PageProblem) {
    super(`Product page not read (${problem})`);
    this.name = 'ProductPageError';
  }
}

export const PAGE_PROBLEM_MESSAGES: Readonly<Record<PageProblem, string>> = {
  refused: TOOLS_MESSAGES.urlRefused,
  unreachable: TOOLS_MESSAGES.pageUnreachable,
  'too-large': TOOLS_MESSAGES.pageTooLarge,
  timeout: TOOLS_MESSAGES.pageTimeout,
  'not-html': TOOLS_MESSAGES.noProductFound,
};

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address to read, from what the visitor typed: `shop.example/products/x` gets https. Refused with
 * 'Give the address of a product page…' (400): control characters (NUL included), broken Unicode, another
 * scheme (`ftp:`, `file:`, `javascript:`), a backslash, a user name or password, a host that isn't one.
 * Refused with 'This address cannot be fetched…' (400): a host the outbound guard refuses outright (a
 * loopback, private, link-local or metadata address in any spelling: `2130706433`, `0177.0.0.1`,
 * `[::ffff:127.0.0.1]`, `localhost`), before anything is sent.
 */
export function productPageAddress(value: string, outbound: OutboundFetch): URL {
  const invalid = () => badRequest(TOOLS_MESSAGES.urlInvalid);
  if (CONTROL_CHARACTERS.test(value) || hasLoneSurrogate(value) || value.includes('\\')) throw invalid();
  const candidate = SCHEME.test(value) ? value : `https://${value}`;
  if (!/^https?:\/\//i.test(candidate)) throw invalid();
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw invalid();
  }
  if (url.username || url.password || !url.hostname) throw invalid();
  if (!outbound.permits(url.href)) throw badRequest(TOOLS_MESSAGES.urlRefused);
  const isAddress = /^\[.*\]$|^[\d.]+$/.test(url.hostname);
  if (!isAddress && !url.hostname.includes('.')) throw invalid();
  url.hash = '';
  return url;
}

const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; Hookline product reader)',
  'accept-language': 'en',
  // Plain bytes: their count is the page's size (a server that compresses anyway is inflated with a limit).
  'accept-encoding': 'identity',
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const JSON_TYPES = new Set(['application/json', 'text/javascript', 'application/javascript']);

export interface PageAnswer {
  /** The address that answered, after redirects. */
  url: string;
  headers: Readonly<Record<string, unknown>>;
  text: string;
}

/** A time budget shared by every request of one reading. */
export interface Deadline {
  left(): number;
}

export function deadlineIn(ms: number): Deadline {
  const end = Date.now() + ms;
  return { left: () => end - Date.now() };
}

function problemOf(error: unknown): PageProblem {
  if (error instanceof ProductPageError) return error.problem;
  if (!(error instanceof OutboundRefusedError)) return 'unreachable';
  switch (error.reason) {
    case 'protocol':
    case 'address':
      return 'refused';
    case 'too-large':
      return 'too-large';
    case 'timeout':
    case 'slow':
      return 'timeout';
    case 'redirects':
    case 'unresolved':
      return 'unreachable';
  }
}

/**
 * Reads one answer of the expected kind, within the limits; fails with a `ProductPageError`. An answer that
 * says it is another kind is refused from its headers, its body never read.
 */
export async function readAnswer(
  outbound: OutboundFetch,
  input: { url: string; kind: 'html' | 'json'; deadline: Deadline; limits: ProductPageLimits },
): Promise<PageAnswer> {
  const timeoutMs = input.deadline.left();
  if (timeoutMs <= 0) throw new ProductPageError('timeout');
  try {
    const answer = await outbound.open(
      {
        url: input.url,
        headers: {
          ...REQUEST_HEADERS,
          accept:
            input.kind === 'html'
              ? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1'
              : 'application/json;q=0.9,*/*;q=0.1',
        },
      },
      {
        timeoutMs,
        maxBytes: input.limits.maxBytes,
        minBytesPerSecond: input.limits.minBytesPerSecond,
        slowGraceMs: input.limits.slowGraceMs,
      },
    );
    const { body, headers } = answer;
    const [mediaType = '', ...parameters] = String(headers['content-type'] ?? '').split(';');
    const type = mediaType.trim().toLowerCase();
    const encoding = String(headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase();
    const expected = input.kind === 'html' ? HTML_TYPES : JSON_TYPES;
    if (answer.status < 200 || answer.status > 299) {
      body.destroy();
      throw new ProductPageError('unreachable');
    }
    if (type !== '' && !expected.has(type)) {
      body.destroy();
      throw new ProductPageError('not-html');
    }
    const bytes = await readBody(body, encoding, input.limits.maxBytes);
    const text = decode(bytes, charsetParameter(parameters));
    if (type === '' && input.kind === 'html' && !text.trimStart().startsWith('<')) {
      throw new ProductPageError('not-html');
    }
    return { url: answer.url, headers, text };
  } catch (error) {
    throw new ProductPageError(problemOf(error));
  }
}

/**
 * The body's bytes, inflated when the server compressed it although asked not to: the inflated bytes are
 * counted too, so that a small compressed answer can't unfold into a huge one.
 */
async function readBody(body: Readable, encoding: string, maxBytes: number): Promise<Buffer> {
  const inflate =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (encoding !== '' && encoding !== 'identity' && !inflate) {
    body.destroy();
    throw new ProductPageError('unreachable');
  }
  if (inflate) body.once('error', (error) => inflate.destroy(error));
  const source: Readable = inflate ? body.pipe(inflate) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new ProductPageError('too-large');
      chunks.push(chunk as Buffer);
    }
  } finally {
    // Stops reading at once (the connection closes) when the limit is passed or the reading fails.
    body.destroy();
    inflate?.destroy();
  }
  return Buffer.concat(chunks);
}

function charsetParameter(parameters: readonly string[]): string | undefined {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value) return value.trim().replace(/^["']|["']$/g, '');
  }
  return undefined;
}

/** The page's text in its charset: its headers', else its own `<meta charset>`, else UTF-8. */
function decode(bytes: Buffer, declared: string | undefined): string {
  const sniffed = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(
    bytes.subarray(0, 2048).toString('latin1'),
  )?.[1];
  for (const label of [declared, sniffed]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An unknown label: try the next.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
