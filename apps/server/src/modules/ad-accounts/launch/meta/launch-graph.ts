import { z } from 'zod';
import { createGraphClient, type GraphClient, type GraphParams } from '../../connectors/meta/graph-client.ts';
import type { GraphFailure } from '../../connectors/meta/graph-errors.ts';
import { parseGraph } from '../../connectors/meta/graph-types.ts';
import { LaunchPlatformError } from '../launch-platform.ts';

export interface LaunchGraphOptions {
  /** Graph API base with its version, the read side's (`config.adPlatforms.metaGraphUrl`). */
  graphUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

/**
 * A refusal of Graph in Meta's own words. The Marketing API writes `error_user_title` and `error_user_msg` for
 * people (e.g. "Ads creative post was created by an app that is in development mode"); `message` is the
 * developer's text, shown only when no user message came
 * (https://developers.facebook.com/docs/graph-api/guides/error-handling).
 */
export function launchErrorOf(failure: GraphFailure): LaunchPlatformError {
  const detail = failure.answer?.detail ?? null;
  return new LaunchPlatformError({
    error: {
      message: detail?.error_user_msg ?? detail?.message ?? failure.message,
      ...(detail?.error_user_title ? { title: detail.error_user_title } : {}),
      ...(detail?.code === undefined ? {} : { code: detail.code }),
      ...(detail?.error_subcode === undefined ? {} : { subcode: detail.error_subcode }),
      ...(detail?.fbtrace_id ? { traceId: detail.fbtrace_id } : {}),
    },
    transient: failure.kind === 'retry',
    retryAfterMs: failure.kind === 'retry' ? failure.waitMs : null,
    authRefused: failure.kind === 'auth',
  });
}

/** A refusal of ours, before anything is sent: not transient, retrying would fail the same way. */
export function launchRefusal(message: string): LaunchPlatformError {
  return new LaunchPlatformError({ error: { message }, transient: false });
}

/**
 * The read side's Graph client, for writing. It does not retry by default: the launch job retries each step
 * with its own back-off (after `retryAfterMs` when Meta said how long), so that a throttle never holds a
 * worker. `retries` is for requests that are safe and cheap to repeat on the spot (a video chunk).
 */
export function launchGraphClient(
  options: LaunchGraphOptions,
  accessToken: string,
  retries = 0,
): GraphClient {
  return createGraphClient({
    graphUrl: options.graphUrl,
    accessToken,
    fetch: options.fetch,
    sleep: options.sleep,
    retries,
    toError: launchErrorOf,
  });
}

/** Parses Graph's answer; an answer of another shape fails the step for good, in words that say what came. */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  try {
    return parseGraph(schema, value, what);
  } catch (error) {
    throw launchRefusal(error instanceof Error ? error.message : String(error));
  }
}

/** Every item of an edge, page after page, each parsed. */
export async function collect<T>(input: {
  client: GraphClient;
  path: string;
  params: GraphParams;
  schema: z.ZodType<T>;
  what: string;
}): Promise<T[]> {
  const items: T[] = [];
  for await (const page of input.client.pages(input.path, input.params)) {
    for (const item of page) items.push(parseAnswer(input.schema, item, input.what));
  }
  return items;
}

/** Graph's `filtering` parameter: objects whose `field` equals `value` exactly. */
export const filterEqual = (...rules: { field: string; value: string }[]): string =>
  JSON.stringify(rules.map((rule) => ({ field: rule.field, operator: 'EQUAL', value: rule.value })));

/** The id Graph answers a create with. */
export const createdSchema = z.object({ id: z.string() });

/**
 * The first object of an edge that `matches`, asked with Graph's `filtering` so that Meta sends only likely
 * ones. Where Meta refuses the filter on that edge (code 100, invalid parameter), the edge is read whole:
 * slower, still right, since `matches` decides either way.
 */
export async function findOne<T>(input: {
  client: GraphClient;
  path: string;
  params: GraphParams;
  filtering: string;
  schema: z.ZodType<T>;
  what: string;
  matches: (item: T) => boolean;
}): Promise<T | undefined> {
  const { filtering, ...read } = input;
  const items = await collect({ ...read, params: { ...read.params, filtering } }).catch((error: unknown) => {
    if (error instanceof LaunchPlatformError && !error.transient && error.error.code === 100) {
      return collect(read);
    }
    throw error;
  });
  return items.find(input.matches);
}
