import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult, Benchmark } from '../harness.ts';
import { openLoadDatabase } from '../load/load-database.ts';
import { MIXED_PROFILE } from '../load/profiles.ts';
import { runProfile, type LoadFigures } from '../load/run-profile.ts';
import { buildServer, compiledProgram, startServerProcess } from '../load/server-processes.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? 3);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
/** The aim: memory after warm-up grows by no more than this over the run. */
const GROWTH_AIM = 0.1;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * Mixed traffic for SOAK_MINUTES (30) against Hookline compiled and started as `npm start` runs it
 * (production, info logging to a file), a minute at a time; after each minute it reads the server's resident
 * memory, after the garbage the minute left has had a few seconds to go. The baseline is the server itself
 * after SOAK_WARMUP_MINUTES (3): the ratio is its memory at the end over its memory then, and the aim is
 * 1.10x or less. Latency is printed for the first minute after warm-up and the last. Not part of
 * `npm run bench` unless named: `npm run bench -- soak`.
 */
export const benchmark: Benchmark & { onlyWhenNamed: true } = {
  name: `Soak: mixed traffic for ${MINUTES} minutes at ${CONNECTIONS} connections, memory at the end vs after warm-up`,
  onlyWhenNamed: true,
  async run(): Promise<BenchResult> {
    const workDir = mkdtempSync(path.join(tmpdir(), 'hookline-soak-'));
    const jwtSecret = randomBytes(32).toString('base64url');
    buildServer();
    const database = await openLoadDatabase(workDir, jwtSecret);
    writeFileSync(path.join(workDir, 'fixtures.json'), JSON.stringify(database.fixtures));
    const server = await startServerProcess({
      name: 'Hookline',
      args: compiledProgram('main').args,
      logFile: path.join(workDir, 'hookline.log'),
      env: {
        ...compiledProgram('main').env,
        ...database.env,
        ...(database.label === 'PGlite'
          ? { DATA_DIR: path.join(workDir, 'data'), JOBS_IN_PROCESS: '1' }
          : {}),
        NODE_ENV: 'production',
        JWT_SECRET: jwtSecret,
        ENCRYPTION_KEYS: `soak:${randomBytes(32).toString('base64')}`,
        BILLING_PROVIDER: 'local',
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        API_RATE_LIMIT_PER_MINUTE: '1000000000',
      },
    });
    const minutes: Array<{ figures: LoadFigures; rss: number }> = [];
    try {
      for (let minute = 1; minute <= MINUTES; minute += 1) {
        const figures = await runProfile({
          url: server.url,
          profile: MIXED_PROFILE,
          users: database.fixtures.users,
          connections: CONNECTIONS,
          durationSeconds: 55,
        });
        await new Promise((resolve) => setTimeout(resolve, 5000));
        const rss = server.rssBytes() ?? Number.NaN;
        minutes.push({ figures, rss });
        console.log(
          `  minute ${String(minute).padStart(2)}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms, errors ${figures.errors}, memory ${mib(rss)}`,
        );
      }
    } finally {
      await server.stop();
      await database.dispose();
      rmSync(workDir, { recursive: true, force: true });
    }
    const afterWarmUp = minutes[Math.min(WARMUP_MINUTES, minutes.length) - 1];
    const last = minutes.at(-1);
    if (!afterWarmUp || !last) throw new Error('the soak ran no minute');
    const growth = last.rss / afterWarmUp.rss - 1;
    const errors = minutes.reduce((sum, m) => sum + m.figures.errors, 0);
    return {
      name: `Soak (${database.label}): resident memory after ${MINUTES} minutes vs after ${WARMUP_MINUTES} minutes of warm-up`,
      unit: 'MiB',
      hookline: last.rss / 1024 / 1024,
      baseline: afterWarmUp.rss / 1024 / 1024,
      baselineName: `the same server after ${WARMUP_MINUTES} minutes`,
      lowerIsBetter: true,
      notes: [
        `growth ${(growth * 100).toFixed(1)} % (aim: ${GROWTH_AIM * 100} % or less, ${growth <= GROWTH_AIM ? 'met' : 'not met'})`,
        `p95 ${afterWarmUp.figures.p95Ms.toFixed(1)} ms after warm-up, ${last.figures.p95Ms.toFixed(1)} ms at the end`,
        `${errors} errors in all`,
      ].join('; '),
    };
  },
};
