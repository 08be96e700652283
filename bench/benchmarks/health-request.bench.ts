import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/composition/build-app.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { assembleAppContext } from '../../apps/server/src/composition/app-context.ts';
import { openPglite } from '../../apps/server/src/platform/db/database.ts';
import { measureRequests, type Benchmark } from '../harness.ts';
import { freePort } from '../load/server-processes.ts';

const TOTAL = 3000;
const ROUNDS = 5;
const CONCURRENCY = 16;

type RoundFigures = Awaited<ReturnType<typeof measureRequests>>;

/** The median of each figure over the rounds. */
function medianRound(rounds: readonly RoundFigures[]): RoundFigures {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    medianMs: median(rounds.map((round) => round.medianMs)),
    p95Ms: median(rounds.map((round) => round.p95Ms)),
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
  };
}

/**
 * The cost of Hookline's request pipeline (security headers, rate limit, request id, schema
 * serialisation, error handling) on a database-backed route, against a bare Node HTTP server that
 * runs the same database query on the same embedded database.
 */
export const benchmark: Benchmark = {
  name: 'GET /api/v1/health over HTTP (embedded database), median latency',
  async run() {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.data/bench',
      LOG_LEVEL: 'silent',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const database = await openPglite(undefined);
    await database.migrate();
    const app = await buildApp(assembleAppContext({ config, database }));
    await app.listen({ port: await freePort(), host: '127.0.0.1' });
    const appPort = (app.server.address() as AddressInfo).port;

    const bare = createServer((_request, response) => {
      database.sql('select 1').then(
        () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
        () => response.writeHead(503).end(),
      );
    });
    const barePortWanted = await freePort();
    await new Promise<void>((resolve) => bare.listen(barePortWanted, '127.0.0.1', resolve));
    const barePort = (bare.address() as AddressInfo).port;

    // Alternating rounds, each side's figure the median of its rounds: measured one after the other, the
    // side measured first ran while the process was still warming up (the first round of either ran about
    // 40% slower than its later ones), which made the order, not the pipeline, much of the ratio.
    const hooklineUrl = `http://127.0.0.1:${appPort}/api/v1/health`;
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const warm = { total: 300, concurrency: CONCURRENCY };
    await measureRequests({ url: hooklineUrl, ...warm });
    await measureRequests({ url: bareUrl, ...warm });
    const rounds: { hookline: RoundFigures[]; baseline: RoundFigures[] } = { hookline: [], baseline: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const each = { total: TOTAL / ROUNDS, concurrency: CONCURRENCY };
      rounds.hookline.push(await measureRequests({ url: hooklineUrl, ...each }));
      rounds.baseline.push(await measureRequests({ url: bareUrl, ...each }));
    }
    const hookline = medianRound(rounds.hookline);
    const baseline = medianRound(rounds.baseline);

    await app.close();
    bare.close();
    await database.close();
    return {
      name: this.name,
      unit: 'ms',
      hookline: hookline.medianMs,
      baseline: baseline.medianMs,
      baselineName: 'bare node:http + same query',
      lowerIsBetter: true,
      notes: `throughput ${hookline.requestsPerSecond.toFixed(0)} vs ${baseline.requestsPerSecond.toFixed(0)} req/s; p95 ${hookline.p95Ms.toFixed(2)} vs ${baseline.p95Ms.toFixed(2)} ms; ${ROUNDS} alternating rounds of ${TOTAL / ROUNDS} requests each, ${CONCURRENCY} in flight, medians of the rounds; round medians ${rounds.hookline.map((round) => round.medianMs.toFixed(2)).join(', ')} vs ${rounds.baseline.map((round) => round.medianMs.toFixed(2)).join(', ')} ms`,
    };
  },
};
