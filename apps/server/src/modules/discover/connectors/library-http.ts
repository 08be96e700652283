import type { IncomingHttpHeaders } from 'node:http';
import type { DiscoverSource } from '@hookline/domain';
import {
  createGuardedFetch,
  OutboundRefusedError,
  type OutboundFetch,
  type OutboundRequest,
  type OutboundResponse,
} from '../../../platform/net/guarded-fetch.ts';
import { nextStep, type BackOff } from '../../../platform/retry/back-off.ts';
import {
  AdLibraryAnswerError,
  AdLibraryRateLimitError,
  AdLibraryUnavailableError,
} from './connector-errors.ts';

/** Retries after the first attempt before a throttled or failing request gives up. */
export const MAX_RETRIES = 4;
/** First back-off; each further retry waits twice as long. */
export const FIRST_BACKOFF_MS = 1_000;
/** The longest wait between two tries; a library that asks for longer is left until the next run. */
export const MAX_WAIT_MS = 2 * 60_000;

const LIBRARY_BACK_OFF: BackOff = {
  retries: MAX_RETRIES,
  firstWaitMs: FIRST_BACKOFF_MS,
  longestWait: { ms: MAX_WAIT_MS, beyond: 'giveUp' },
};

/** A page of ads is far larger than a webhook's answer, and a slow library takes longer than a chat server. */
const ANSWER_MAX_BYTES = 8 * 1024 * 1024;
const ANSWER_TIMEOUT_MS = 60_000;

/** The guarded fetch the library clients call through: public addresses only, as every outbound request. */
export function createLibraryOutbound(allowedNetworks: readonly string[]): OutboundFetch {
  return createGuardedFetch({
    allowedNetworks,
    maxResponseBytes: ANSWER_MAX_BYTES,
    timeoutMs: ANSWER_TIMEOUT_MS,
  });
}

/** A failed try that another may cure: throttled, a server error, or no answer. */
export interface PassingFailure {
  source: DiscoverSource;
  /** `Meta's GET ads_archive` */
  where: string;
  reason: string;
  throttled: boolean;
  /** How long the library asked to wait, when it said. */
  askedMs: number | null;
}

/**
 * How long to wait before retry number `retry` (0 for the first): the back-off, or what the library asked if
 * longer. Past the last retry, or when the library asks to wait longer than MAX_WAIT_MS, it throws the typed
 * error instead (a rate-limit error when throttled), and the next run tries again.
 */
export function retryWaitMs(retry: number, failure: PassingFailure): number {
  const step = nextStep(LIBRARY_BACK_OFF, { retry, failure, askedMs: failure.askedMs });
  if (step.kind === 'wait') return step.ms;
  const error = (message: string) =>
    failure.throttled
      ? new AdLibraryRateLimitError(failure.source, message)
      : new AdLibraryUnavailableError(failure.source, message);
  if (step.why.reason === 'retriesSpent') {
    throw error(`${failure.where} still failing after ${MAX_RETRIES} retries: ${failure.reason}`);
  }
  const minutes = Math.ceil(step.why.waitMs / 60_000);
  throw error(`${failure.where} failed and the library asks to wait ${minutes} minutes: ${failure.reason}`);
}

export function headerText(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(headers: IncomingHttpHeaders, now: number = Date.now()): number | null {
  const value = headerText(headers, 'retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1_000 : null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** What came of one request: an answer, or a failure worth another try. */
export type Exchange = { ok: true; response: OutboundResponse } | { ok: false; reason: string };

/**
 * Sends one request through the guard. A refused address is the operator's to fix, so it fails at once;
 * time-outs and dropped connections are worth another try.
 */
export async function exchange(
  outbound: OutboundFetch,
  request: OutboundRequest,
  context: { source: DiscoverSource; where: string },
): Promise<Exchange> {
  let response: OutboundResponse;
  try {
    response = await outbound.fetch(request);
  } catch (error) {
    if (
      error instanceof OutboundRefusedError &&
      error.reason !== 'timeout' &&
      error.reason !== 'unresolved'
    ) {
      throw new AdLibraryAnswerError(
        context.source,
        `${context.where} was not sent: ${error.message}. Its host must be public, or in OUTBOUND_ALLOWED_NETWORKS`,
      );
    }
    const cause = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `no answer to ${context.where} (${cause})` };
  }
  if (response.truncated) {
    throw new AdLibraryAnswerError(
      context.source,
      `${context.where} answered more than ${ANSWER_MAX_BYTES} bytes, which is more than any page of ads`,
    );
  }
  return { ok: true, response };
}

/** The parsed JSON of an answer, or undefined when it isn't JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
