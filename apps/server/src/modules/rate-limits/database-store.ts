import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { SqlRunner } from '../../platform/db/database.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * Counts `$3` requests at once and answers the window's count after them and the milliseconds left in it, in
 * one statement: a window that ended starts again from them. Two servers counting the same key at once each
 * get their own counts (the row is locked by the upsert).
 */
const INCREMENT = `
  insert into rate_limit_counters (key, count, expires_at)
  values ($1, $3, now() + $2::int * interval '1 millisecond')
  on conflict (key) do update set
    count = case when rate_limit_counters.expires_at <= now() then excluded.count
                 else rate_limit_counters.count + excluded.count end,
    expires_at = case when rate_limit_counters.expires_at <= now() then excluded.expires_at
                      else rate_limit_counters.expires_at end
  returning count, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::int as ttl`;

const READ = `
  select count, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::int as ttl
  from rate_limit_counters where key = $1 and expires_at > now()`;

function answer(rows: Record<string, unknown>[]): Counted {
  const [row] = rows;
  return row ? { current: Number(row['count']), ttl: Number(row['ttl']) } : { current: 0, ttl: 0 };
}

/** The route a child store counts for: its method and URL pattern, or none for `createRateLimit` limiters. */
function routePrefix(routeOptions: { routeInfo?: { method?: unknown; url?: unknown } }): string {
  const { method, url } = routeOptions.routeInfo ?? {};
  return typeof method === 'string' && typeof url === 'string' ? `${method}${url}:` : '';
}

/**
 * Counts one request under `key` in a window of `windowMs`: the window's count so far (this one included) and
 * the milliseconds left in it. For limits counted outside `@fastify/rate-limit` (an API key's).
 */
export async function countRequest(
  sql: SqlRunner,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql(INCREMENT, [key, Math.max(1, Math.round(windowMs)), 1]);
  return answer(rows);
}

interface Batch {
  key: string;
  windowMs: number;
  callbacks: Callback[];
}

/**
 * Counts requests under a key one statement at a time: the requests that arrive while a key's statement is
 * on its way are counted together by the next one, each answered with its own place in the count, as if
 * they had been counted one by one. Every request is counted by a statement sent after it arrived, so a
 * count is never stale; under load a key costs one statement per round trip instead of one per request,
 * and its row is no longer fought over by the pool's connections.
 */
function coalescingCounter(sql: SqlRunner) {
  const waiting = new Map<string, Batch>();
  const sending = new Set<string>();

  const send = (id: string) => {
    const batch = waiting.get(id);
    if (!batch) return;
    waiting.delete(id);
    sending.add(id);
    const { callbacks } = batch;
    sql(INCREMENT, [batch.key, batch.windowMs, callbacks.length])
      .then(
        ({ rows }) => {
          const { current, ttl } = answer(rows);
          const first = current - callbacks.length + 1;
          for (const [index, callback] of callbacks.entries()) {
            callback(null, { current: first + index, ttl });
          }
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const callback of callbacks) callback(failure);
        },
      )
      .finally(() => {
        sending.delete(id);
        send(id);
      });
  };

  return (key: string, windowMs: number, callback: Callback) => {
    const id = `${windowMs}:${key}`;
    const batch = waiting.get(id);
    if (batch) batch.callbacks.push(callback);
    else waiting.set(id, { key, windowMs, callbacks: [callback] });
    if (!sending.has(id)) send(id);
  };
}

/**
 * A store for `@fastify/rate-limit` that keeps its counters in the application's database instead of each
 * process's memory. A route with its own limit counts under its own prefix (as the Redis store does);
 * limiters made with `createRateLimit` name their keys themselves.
 */
export function databaseRateLimitStore(sql: SqlRunner): FastifyRateLimitStoreCtor {
  const count = coalescingCounter(sql);
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'api:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(this.prefix + key, Math.max(1, Math.round(timeWindow)), callback);
    }

    read(key: string, callback: Callback): void {
      sql(READ, [this.prefix + key]).then(
        ({ rows }) => callback(null, answer(rows)),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = routeOptions as unknown as FastifyRateLimitOptions & { routeInfo?: object };
      return new DatabaseRateLimitStore(options, `route:${routePrefix(options)}`);
    }
  }
  return DatabaseRateLimitStore;
}
