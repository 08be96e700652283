import type { IncomingHttpHeaders } from 'node:http';
import {
  createGuardedFetch,
  OutboundRefusedError,
  type OutboundFetch,
  type OutboundRequest,
  type OutboundResponse,
} from '../../../platform/net/guarded-fetch.ts';
import { nextStep, type BackOff } from '../../../platform/retry/back-off.ts';
import { DesignConnectorError, PROVIDER_LABELS, type DesignProvider } from './connector-errors.ts';
import { readImageHeader } from '../../../platform/media/render-child/render-images.ts';

/*
 * Requests to Figma and Canva: through the outbound guard like every request that leaves Hookline (public
 * addresses only, or OUTBOUND_ALLOWED_NETWORKS), throttles and server errors tried again a bounded number of
 * times, waiting as long as `Retry-After` asks.
 */

/** Retries after the first try before a throttled or failing request gives up. */
export const MAX_RETRIES = 3;
/** First back-off when the provider says nothing; each further retry waits twice as long. */
export const FIRST_BACKOFF_MS = 1_000;
/** The longest a person's import waits between two tries: a provider that asks for longer is not waited for. */
export const MAX_WAIT_MS = 30_000;

const BACK_OFF: BackOff = {
  retries: MAX_RETRIES,
  firstWaitMs: FIRST_BACKOFF_MS,
  longestWait: { ms: MAX_WAIT_MS, beyond: 'giveUp' },
};

/** A rendered frame or a template's thumbnail: Figma renders up to 32 megapixels, so allow a large PNG. */
export const DOWNLOAD_MAX_BYTES = 40 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

/** The guarded fetch the connectors call through, sized for images. */
export function createConnectorOutbound(allowedNetworks: readonly string[]): OutboundFetch {
  return createGuardedFetch({ allowedNetworks, maxResponseBytes: DOWNLOAD_MAX_BYTES, timeoutMs: TIMEOUT_MS });
}

export function headerText(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(headers: IncomingHttpHeaders, now: number = Date.now()): number | null {
  const value = headerText(headers, 'retry-after');
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1_000 : null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The parsed JSON of an answer, or undefined when it isn't JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface SendContext {
  provider: DesignProvider;
  /** `GET /v1/files/:key/nodes`, for messages. */
  where: string;
  outbound: OutboundFetch;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Sends a request and answers the provider's response, whatever its status, once it is neither a throttle
 * (429) nor a server error (5xx): those, and requests that got no answer, are tried again up to MAX_RETRIES
 * times. Past them, or when the provider asks to wait longer than MAX_WAIT_MS, it throws `rateLimited` or
 * `unavailable`. A request the guard refuses (a private address not allowed) fails at once.
 */
export async function send(context: SendContext, request: OutboundRequest): Promise<OutboundResponse> {
  const label = PROVIDER_LABELS[context.provider];
  for (let retry = 0; ; retry += 1) {
    let reason: string;
    let throttled = false;
    let askedMs: number | null = null;
    try {
      const response = await context.outbound.fetch(request);
      if (response.truncated) {
        throw new DesignConnectorError(
          context.provider,
          'answer',
          `${label} answered ${context.where} with more than ${DOWNLOAD_MAX_BYTES} bytes`,
        );
      }
      if (response.status !== 429 && response.status < 500) return response;
      throttled = response.status === 429;
      askedMs = retryAfterMs(response.headers);
      reason = `HTTP ${response.status}`;
    } catch (error) {
      if (error instanceof DesignConnectorError) throw error;
      if (
        error instanceof OutboundRefusedError &&
        error.reason !== 'timeout' &&
        error.reason !== 'unresolved'
      ) {
        throw new DesignConnectorError(
          context.provider,
          'answer',
          `${label}'s ${context.where} was not sent: ${error.message}. Its host must be public, or in OUTBOUND_ALLOWED_NETWORKS`,
        );
      }
      reason = `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
    const step = nextStep(BACK_OFF, { retry, failure: reason, askedMs });
    if (step.kind === 'wait') {
      await context.sleep(step.ms);
      continue;
    }
    const failure = throttled ? 'rateLimited' : 'unavailable';
    const what = throttled ? `${label} is limiting requests` : `${label} is not answering`;
    const detail =
      step.why.reason === 'retriesSpent'
        ? `still ${reason} after ${MAX_RETRIES} retries`
        : `it asks to wait ${Math.ceil(step.why.waitMs / 1_000)} seconds`;
    throw new DesignConnectorError(context.provider, failure, `${what}: ${detail}. Try again later`);
  }
}

/** The bytes of an image at a short-lived URL (a render, a thumbnail), checked to be a PNG or a JPEG. */
export async function downloadImage(
  context: SendContext,
  url: string,
): Promise<{ bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number }> {
  const label = PROVIDER_LABELS[context.provider];
  const response = await send(context, { url });
  if (response.status !== 200) {
    throw new DesignConnectorError(
      context.provider,
      response.status === 404 || response.status === 403 ? 'renderMissing' : 'answer',
      `${label}'s image could not be downloaded (HTTP ${response.status}): import it again`,
    );
  }
  const image = await imageFacts(response.bytes);
  if (!image) {
    throw new DesignConnectorError(context.provider, 'answer', `${label}'s image is not a PNG or a JPEG`);
  }
  return { bytes: response.bytes, ...image };
}

/** A PNG's or a JPEG's type and size, read from its header (nothing is decoded); null for anything else. */
export async function imageFacts(
  bytes: Buffer,
): Promise<{ contentType: 'image/png' | 'image/jpeg'; width: number; height: number } | null> {
  const header = await readImageHeader({ bytes, limitInputPixels: false }, 'now').catch(() => null);
  if (!header?.width || !header.height) return null;
  if (header.format === 'png') {
    return { contentType: 'image/png', width: header.width, height: header.height };
  }
  if (header.format === 'jpeg') {
    return { contentType: 'image/jpeg', width: header.width, height: header.height };
  }
  return null;
}
