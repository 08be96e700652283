import autocannon from 'autocannon';
import type { LoadProfile } from './profiles.ts';
import type { LoadUser } from './seed-load-data.ts';

/** What one profile against one server measured. */
export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts, plus answers that were not 2xx. */
  errors: number;
  /** Status codes other than 2xx, with their counts, to tell a 429 from a 500. */
  statuses: Record<string, number>;
  /** The server's CPU time per answered request, when the server's process can be read. */
  cpuMsPerRequest?: number;
  /** p95 of each call of the profile. */
  p95ByCall: Record<string, number>;
}

/** What the autocannon client of a response exposes of the call it just made (not in its types). */
interface ClientWithIterator {
  requestIterator?: { currentRequest?: { label?: string } };
}

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Runs the profile against `url` for `durationSeconds` with `connections` open at once, each connection
 * making the profile's calls in turn as one member, then again as the next. Every latency is kept, so
 * p95 is exact (autocannon's own summary has no p95).
 */
export async function runProfile(options: {
  url: string;
  profile: LoadProfile;
  users: readonly LoadUser[];
  connections: number;
  durationSeconds: number;
}): Promise<LoadFigures> {
  let nextUser = 0;
  let sequence = 0;
  const requests = options.profile.calls.map((call, index) => ({
    label: call.label,
    setupRequest: (request: autocannon.Request, context: { user?: LoadUser }): autocannon.Request => {
      if (index === 0 || !context.user) {
        context.user = options.users[nextUser % options.users.length]!;
        nextUser += 1;
      }
      sequence += 1;
      const user = context.user;
      const body = call.body?.(user, sequence);
      return {
        ...request,
        method: call.method,
        path: call.path(user, sequence),
        headers: {
          authorization: `Bearer ${user.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      };
    },
  }));

  const latencies: number[] = [];
  const byCall = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        requests,
        timeout: 10,
      },
      (error: unknown, finished) =>
        error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(finished),
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      const label = (client as unknown as ClientWithIterator).requestIterator?.currentRequest?.label ?? '?';
      let list = byCall.get(label);
      if (!list) byCall.set(label, (list = []));
      list.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });

  latencies.sort((a, b) => a - b);
  const p95ByCall: Record<string, number> = {};
  for (const [label, list] of byCall) {
    p95ByCall[label] = percentile(
      list.sort((a, b) => a - b),
      0.95,
    );
  }
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    errors: result.errors + result.non2xx,
    statuses,
    p95ByCall,
  };
}
