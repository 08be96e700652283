import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchResult, Benchmark } from '../harness.ts';
import { MIXED_PROFILE, READ_PROFILE, type LoadProfile } from '../load/profiles.ts';
import { runProfile, type LoadFigures } from '../load/run-profile.ts';
import { openLoadDatabase } from '../load/load-database.ts';
import { LOAD_SHAPE, type LoadFixtures } from '../load/seed-load-data.ts';
import {
  buildServer,
  compiledProgram,
  startServerProcess,
  type ServerProcess,
} from '../load/server-processes.ts';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.LOAD_DURATION_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const PROFILES = [READ_PROFILE, MIXED_PROFILE];
/** The aim of the load issue: the read profile's p95 at 200 connections. */
const P95_AIM_MS = 200;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

function describe(name: string, figures: LoadFigures): string {
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const cpu =
    figures.cpuMsPerRequest === undefined ? '' : `  CPU ${figures.cpuMsPerRequest.toFixed(2)} ms/req`;
  return `    ${name.padEnd(9)} ${rate(figures.requestsPerSecond).padStart(11)}  p50 ${ms(figures.p50Ms)}  p95 ${ms(figures.p95Ms)}  p99 ${ms(figures.p99Ms)}${cpu}  errors ${figures.errors}${statuses ? ` (${statuses})` : ''}`;
}

/** The log's lines at warn and above, grouped by message and error: a run that failed quietly shows here. */
function summariseWarnings(logFile: string): string[] {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string; code?: string };
      };
      if ((entry.level ?? 0) < 40) continue;
      const err = entry.err ? ` (${JSON.stringify(entry.err).slice(0, 160)})` : '';
      const key = `${entry.msg ?? ''}${err}`.slice(0, 200);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // Not a log line of the server's (a stack trace printed by Node, say).
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count} × ${key}`);
}

/** Warms the server up with the profile, then measures it. */
async function measure(
  server: ServerProcess,
  profile: LoadProfile,
  fixtures: LoadFixtures,
): Promise<LoadFigures> {
  const options = { url: server.url, profile, users: fixtures.users, connections: CONNECTIONS };
  await runProfile({ ...options, durationSeconds: WARMUP_SECONDS });
  const cpuBefore = server.cpuMs();
  const figures = await runProfile({ ...options, durationSeconds: DURATION_SECONDS });
  const cpuAfter = server.cpuMs();
  if (cpuBefore === undefined || cpuAfter === undefined) return figures;
  return { ...figures, cpuMsPerRequest: (cpuAfter - cpuBefore) / figures.requests };
}

/**
 * The API under load (`npm run bench -- load`): Hookline, compiled and started as `npm start` runs it, in
 * a process of its own (NODE_ENV=production, info logging to a file, the rate limiter on with a limit too
 * high to trip), against a bare Fastify server that runs the same service functions with the callers
 * resolved once at start-up (bench/load/bare-server.ts). autocannon drives both from this process over
 * 127.0.0.1: a read profile and a read + write profile, each with CONNECTIONS open for DURATION_SECONDS
 * after a warm-up of WARMUP_SECONDS. Besides rates and latencies it prints each server's CPU time per
 * request, which the other work on a shared machine disturbs far less than the rates.
 *
 * LOAD_CONNECTIONS and LOAD_DURATION_SECONDS change the load; LOAD_NODE_FLAGS adds Node flags to both
 * servers (`--max-semi-space-size=64`); LOAD_CPU_PROFILE_DIR=<dir> writes a V8 CPU profile of Hookline's
 * process there, for bench/load/cpu-profile-summary.ts; LOAD_LOG_DIR=<dir> keeps both servers' logs there.
 */
export const benchmark: Benchmark = {
  name: `API under load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per profile, vs a bare Fastify server`,
  async run(): Promise<BenchResult> {
    const workDir = mkdtempSync(path.join(tmpdir(), 'hookline-load-'));
    const jwtSecret = randomBytes(32).toString('base64url');
    buildServer();
    const database = await openLoadDatabase(workDir, jwtSecret);
    const fixturesFile = path.join(workDir, 'fixtures.json');
    writeFileSync(fixturesFile, JSON.stringify(database.fixtures));
    console.log(
      `  ${database.label}: ${LOAD_SHAPE.organisations} organisations × ${LOAD_SHAPE.workspacesPerOrganisation} workspaces, ${database.fixtures.users.length} signed-in members`,
    );

    const nodeFlags = process.env.LOAD_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
    const cpuProfileDir = process.env.LOAD_CPU_PROFILE_DIR;
    // As scripts/start.mjs runs it.
    const hookline = compiledProgram('main', [
      ...nodeFlags,
      ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : []),
    ]);
    // The bare server goes first: the write profile adds folders, so the second server's writes see more.
    const servers = [
      {
        name: 'bare',
        args: [...nodeFlags, '--import', 'tsx', 'bench/load/bare-server.ts'],
        env: { ...database.env, LOAD_FIXTURES: fixturesFile },
      },
      {
        name: 'Hookline',
        args: hookline.args,
        env: {
          ...hookline.env,
          ...database.env,
          ...(database.label === 'PGlite'
            ? { DATA_DIR: path.join(workDir, 'data'), JOBS_IN_PROCESS: '1' }
            : {}),
          NODE_ENV: 'production',
          BILLING_PROVIDER: 'local',
          JWT_SECRET: jwtSecret,
          ENCRYPTION_KEYS: `load:${randomBytes(32).toString('base64')}`,
          SEED_DEMO: '0',
          LOG_LEVEL: 'info',
          API_RATE_LIMIT_PER_MINUTE: '1000000000',
        },
      },
    ];

    const figures = new Map<string, LoadFigures>();
    try {
      for (const spec of servers) {
        const server = await startServerProcess({ ...spec, logFile: path.join(workDir, `${spec.name}.log`) });
        try {
          for (const profile of PROFILES) {
            figures.set(`${spec.name}/${profile.name}`, await measure(server, profile, database.fixtures));
          }
        } finally {
          await server.stop();
        }
        const logFile = path.join(workDir, `${spec.name}.log`);
        if (process.env.LOAD_LOG_DIR) {
          copyFileSync(logFile, path.join(process.env.LOAD_LOG_DIR, `${spec.name}.log`));
        }
        const warnings = summariseWarnings(logFile);
        if (warnings.length > 0) {
          console.log(`  ${spec.name}'s log at warn and above: ${warnings.slice(0, 5).join('; ')}`);
        }
      }
    } finally {
      await database.dispose();
      rmSync(workDir, { recursive: true, force: true });
    }

    for (const profile of PROFILES) {
      const hookline = figures.get(`Hookline/${profile.name}`)!;
      const bare = figures.get(`bare/${profile.name}`)!;
      console.log(`  ${profile.name} (${profile.calls.length} calls in turn), ${database.label}:`);
      console.log(describe('Hookline', hookline));
      console.log(describe('bare', bare));
      const cpuRatio =
        hookline.cpuMsPerRequest && bare.cpuMsPerRequest
          ? `, CPU per request ${(hookline.cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(2)}x`
          : '';
      console.log(
        `    ratio     ${(hookline.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x the bare server's rate, p95 ${(hookline.p95Ms / bare.p95Ms).toFixed(2)}x${cpuRatio}`,
      );
      for (const [label, p95] of Object.entries(hookline.p95ByCall)) {
        console.log(`      p95 ${label}: ${ms(p95)} (bare ${ms(bare.p95ByCall[label] ?? 0)})`);
      }
    }

    const read = {
      hookline: figures.get(`Hookline/${READ_PROFILE.name}`)!,
      bare: figures.get(`bare/${READ_PROFILE.name}`)!,
    };
    const mixed = figures.get(`Hookline/${MIXED_PROFILE.name}`)!;
    return {
      name: `API read profile under load (${CONNECTIONS} connections, ${database.label}): throughput vs a bare Fastify server running the same SQL`,
      unit: 'req/s',
      hookline: read.hookline.requestsPerSecond,
      baseline: read.bare.requestsPerSecond,
      baselineName: 'bare Fastify, same service functions, callers resolved once',
      lowerIsBetter: false,
      notes: [
        `read p95 ${ms(read.hookline.p95Ms)} vs ${ms(read.bare.p95Ms)}`,
        `read + write ${rate(mixed.requestsPerSecond)}, p95 ${ms(mixed.p95Ms)}`,
        `aim: read p95 under ${P95_AIM_MS} ms (${read.hookline.p95Ms < P95_AIM_MS ? 'met' : 'not met'})`,
      ].join('; '),
    };
  },
};
