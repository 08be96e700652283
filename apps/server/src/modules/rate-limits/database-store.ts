import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { SqlRunner } from '../../platform/db/database.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * Counts one request and answers the window's count and the milliseconds left in it, in one statement: a
 * window that ended starts again from one. Two servers counting the same key at once each get their own
 * count (the row is locked by the upsert).
 */
const INCREMENT = `
  insert into rate_limit_counters (key, count, expires_at)
  values ($1, 1, now() + $2::int * interval '1 millisecond')
  on conflict (key) do update set
    count = case when rate_limit_counters.expires_at <= now() then 1 else rate_limit_counters.count + 1 end,
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
  const { rows } = await sql(INCREMENT, [key, Math.max(1, Math.round(windowMs))]);
  return answer(rows);
}

/**
 * A store for `@fastify/rate-limit` that keeps its counters in the application's database instead of each
 * process's memory. A route with its own limit counts under its own prefix (as the Redis store does);
 * limiters made with `createRateLimit` name their keys themselves.
 */
export function databaseRateLimitStore(sql: SqlRunner): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'api:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      sql(INCREMENT, [this.prefix + key, Math.max(1, Math.round(timeWindow))]).then(
        ({ rows }) => callback(null, answer(rows)),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
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
