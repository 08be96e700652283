import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { createAddressPolicy, type AddressPolicy } from './address-policy.ts';

/*
 * Requests to URLs that users supply (a folder's team-chat webhook). DESIGN.md, "Text and uploads": fetching
 * an outside URL is guarded against private addresses on every redirect. Each connection resolves its host
 * itself and checks every address the name resolves to, at the moment it connects, so a name can't pass the
 * check and then point somewhere else (DNS rebinding); each redirect is a new request, checked the same way.
 */

export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

export interface OutboundResponse {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The start of the body (at most `maxResponseBytes`), as UTF-8. */
  body: string;
  /** The same bytes as they came, for answers that are not text (an image, a video). */
  bytes: Buffer;
  truncated: boolean;
}

/** The guard's settings: built from config by the composition root; tests allow their loopback receivers. */
export interface OutboundPolicy {
  /** Networks (CIDR) reachable although not public: an on-premises chat server, a test's local receiver. */
  allowedNetworks?: readonly string[];
  /** For the whole exchange, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  maxResponseBytes?: number;
  /** Resolves a host name to its addresses; the system resolver by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** A URL the guard won't fetch; `reason` says why, for logs. The message never quotes the URL, which may be secret. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: 'protocol' | 'address' | 'redirects' | 'timeout' | 'unresolved' | 'too-large' | 'slow',
  ) {
    super(`Outbound request refused (${reason})`);
    this.name = 'OutboundRefusedError';
  }
}

/** An answer whose body is still arriving: read it as a stream, or destroy it to stop. */
export interface OutboundStream {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  /**
   * Fails when the exchange's time runs out while it is read: an abort error, or `OutboundRefusedError`
   * ('timeout') when the stream is guarded (`maxBytes` or `minBytesPerSecond` given); and, when guarded, with
   * 'too-large' as soon as more than `maxBytes` arrive, or 'slow' when it drips in too slowly.
   */
  body: Readable;
}

/** Limits on one streamed answer, besides the policy's address checks on every redirect. */
export interface OpenOptions {
  /** For the whole exchange, redirects and the reading of the body included; the policy's by default. */
  timeoutMs?: number;
  /**
   * The most bytes the body may hold: an answer whose Content-Length says more is refused at once
   * ('too-large'), before any of its body is read; one that sends more anyway fails as the bytes pass it.
   */
  maxBytes?: number;
  /**
   * The slow-drip guard: once `slowGraceMs` (2 s by default) have passed since the headers came, the body
   * fails ('slow') whenever it has come slower than this on average, long before the total time runs out.
   */
  minBytesPerSecond?: number;
  slowGraceMs?: number;
}

export interface OutboundFetch {
  fetch(request: OutboundRequest): Promise<OutboundResponse>;
  /**
   * The same guarded request, answered as soon as the headers arrive, its body a stream: for large answers
   * (an image, a video) that the caller reads as far as its own limit. `timeoutMs` (the policy's by
   * default) covers the whole exchange, the reading of the body included.
   */
  open(request: OutboundRequest, options?: OpenOptions): Promise<OutboundStream>;
  /**
   * Whether a URL can pass the guard as far as it can tell without resolving its host: an http(s) URL whose
   * host is not a refused address (nor `localhost`). For checking a URL when it is saved; `fetch` checks again.
   */
  permits(url: string): boolean;
}

const DEFAULTS = { timeoutMs: 5000, maxRedirects: 3, maxResponseBytes: 64 * 1024 };
const SLOW_GRACE_MS = 2000;
const SLOW_CHECK_EVERY_MS = 250;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** A connection's `lookup` that refuses the host when any address it resolves to is refused. */
function guardedLookup(
  policy: AddressPolicy,
  resolve: NonNullable<OutboundPolicy['resolve']>,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(new OutboundRefusedError('unresolved'), '', 0);
          return;
        }
        if (addresses.some((entry) => policy.refuses(entry.address))) {
          callback(new OutboundRefusedError('address'), '', 0);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        const [first] = usable;
        if (!first) {
          callback(new OutboundRefusedError('unresolved'), '', 0);
          return;
        }
        // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
        if (options.all) {
          (callback as unknown as (error: null, all: typeof usable) => void)(null, usable);
          return;
        }
        callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** Reads at most `limit` bytes of a response, then stops reading. */
function readLimited(
  response: IncomingMessage,
  limit: number,
): Promise<{ body: string; bytes: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    const read = () => {
      const bytes = Buffer.concat(chunks);
      return { body: bytes.toString('utf8'), bytes };
    };
    response.on('data', (chunk: Buffer) => {
      const room = limit - size;
      if (chunk.length >= room) {
        chunks.push(chunk.subarray(0, room));
        size = limit;
        truncated = chunk.length > room || truncated;
        if (chunk.length > room) {
          response.destroy();
          resolve({ ...read(), truncated: true });
        }
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    response.on('end', () => resolve({ ...read(), truncated }));
    response.on('error', reject);
  });
}

/**
 * The body of `response` as a stream that fails with an `OutboundRefusedError`: 'too-large' as soon as more
 * than `maxBytes` have come, 'slow' when it comes slower than `minBytesPerSecond` after the grace period,
 * 'timeout' when the exchange's `signal` aborts. Failing or destroying it closes the connection.
 */
function guardedBody(response: IncomingMessage, options: OpenOptions, signal: AbortSignal): Readable {
  const started = Date.now();
  let seen = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (options.maxBytes !== undefined && seen > options.maxBytes) {
        done(new OutboundRefusedError('too-large'));
        return;
      }
      done(null, chunk);
    },
  });
  const rate = options.minBytesPerSecond;
  const grace = options.slowGraceMs ?? SLOW_GRACE_MS;
  const watch =
    rate === undefined
      ? undefined
      : setInterval(() => {
          const elapsed = Date.now() - started;
          if (elapsed >= grace && (seen * 1000) / elapsed < rate) {
            body.destroy(new OutboundRefusedError('slow'));
          }
        }, SLOW_CHECK_EVERY_MS);
  watch?.unref();
  const fail = (error: Error) => {
    if (!body.destroyed) body.destroy(signal.aborted ? new OutboundRefusedError('timeout') : error);
  };
  response.on('error', fail);
  // A connection cut before the body's end is a failure, not a short body.
  response.on('close', () => {
    if (!response.complete) fail(new Error('The connection closed before the answer ended'));
  });
  body.on('close', () => {
    clearInterval(watch);
    response.destroy();
  });
  response.pipe(body);
  return body;
}

/** Drops the headers that must not follow a redirect to another origin. */
function headersFor(headers: Readonly<Record<string, string>>, sameOrigin: boolean): Record<string, string> {
  if (sameOrigin) return { ...headers };
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())),
  );
}

export function createGuardedFetch(policy: OutboundPolicy = {}): OutboundFetch {
  const addresses = createAddressPolicy(policy.allowedNetworks);
  const settings = { ...DEFAULTS, ...policy };
  const lookup = guardedLookup(addresses, policy.resolve ?? systemResolve);

  /** The address a host names by itself: a literal address, or loopback for `localhost` names. */
  function literalAddress(hostname: string): string | undefined {
    const host = hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0) return host;
    return /(^|\.)localhost\.?$/i.test(host) ? '127.0.0.1' : undefined;
  }

  function checkedUrl(value: string): URL {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError('protocol');
    // A literal address connects without a lookup: check it here.
    const literal = literalAddress(url.hostname);
    if (literal !== undefined && addresses.refuses(literal)) throw new OutboundRefusedError('address');
    return url;
  }

  function send(
    url: URL,
    request: { method: string; headers: Record<string, string>; body: string | undefined },
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(url, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(request.body)) }
            : {}),
        },
        lookup,
        signal,
        // A fresh connection each time: a pooled one could skip the address check.
        agent: false,
      });
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }

  return {
    permits(value) {
      try {
        checkedUrl(value);
        return true;
      } catch {
        return false;
      }
    },
    async fetch(input) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new OutboundRefusedError('timeout')), settings.timeoutMs);
      try {
        const { response, url } = await exchange(input, abort.signal);
        const read = await readLimited(response, settings.maxResponseBytes);
        return { status: response.statusCode ?? 0, url: url.toString(), headers: response.headers, ...read };
      } catch (error) {
        if (abort.signal.aborted && !(error instanceof OutboundRefusedError)) {
          throw new OutboundRefusedError('timeout');
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async open(input, options) {
      const abort = new AbortController();
      const timer = setTimeout(
        () => abort.abort(new OutboundRefusedError('timeout')),
        options?.timeoutMs ?? settings.timeoutMs,
      );
      try {
        const { response, url } = await exchange(input, abort.signal);
        response.once('close', () => clearTimeout(timer));
        const declared = Number(response.headers['content-length']);
        if (options?.maxBytes !== undefined && Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          throw new OutboundRefusedError('too-large');
        }
        const guarded = options?.maxBytes !== undefined || options?.minBytesPerSecond !== undefined;
        return {
          status: response.statusCode ?? 0,
          url: url.toString(),
          headers: response.headers,
          body: guarded && options ? guardedBody(response, options, abort.signal) : response,
        };
      } catch (error) {
        clearTimeout(timer);
        if (abort.signal.aborted && !(error instanceof OutboundRefusedError)) {
          throw new OutboundRefusedError('timeout');
        }
        throw error;
      }
    },
  };

  /** Sends the request and follows its redirects, each checked; answers the last response, its body unread. */
  async function exchange(
    input: OutboundRequest,
    signal: AbortSignal,
  ): Promise<{ response: IncomingMessage; url: URL }> {
    let url = checkedUrl(input.url);
    let method = input.method ?? 'GET';
    let body = input.body;
    let headers = { ...input.headers };
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(url, { method, headers, body }, signal);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return { response, url };
      response.destroy();
      if (redirects >= settings.maxRedirects) throw new OutboundRefusedError('redirects');
      const next = checkedUrl(new URL(location, url).toString());
      headers = headersFor(headers, next.origin === url.origin);
      if (response.statusCode === 303 || (response.statusCode !== 307 && response.statusCode !== 308)) {
        if (method !== 'GET') {
          method = 'GET';
          body = undefined;
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
          );
        }
      }
      url = next;
    }
  }
}
