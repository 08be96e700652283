import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Benchmark, BenchResult } from '../harness.ts';
import { buildServer, freePort } from '../load/server-processes.ts';
import { openBenchPostgres } from '../top-ads/bench-databases.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;

/** The budgets for an idle server process. */
const BUDGET_MB = { embedded: 300, postgres: 150 };
/** "Idle": start-up and the demo's seeding done, then this long without a request. */
const QUIET_MS = 60_000;
/** Samples taken over the last seconds of the quiet minute; the median is the figure. */
const SAMPLES = 5;
/** The lines the server logs once each part of the demo made after start-up is ready. */
const DEMO_READY_LINES = [
  'the demo Creative Hub is ready',
  'the demo Inspiration boards are ready',
  "the demo's tracked brands are ready in Detective",
];
const STARTUP_LIMIT_MS = 10 * 60_000;
/**
 * How long the background work after the demo (the Discover library's and the templates' images, drawn in a
 * render process that ends after a minute without work) may take before the settled figure is read anyway.
 */
const SETTLE_LIMIT_MS = 15 * 60_000;

/** A process's resident memory in bytes (VmRSS), or 0 once it has gone. */
function rssOf(pid: number): number {
  try {
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? 0 : Number(kib) * 1024;
  } catch {
    return 0;
  }
}

/** Every process's parent, from /proc. */
function parents(): Map<number, { ppid: number; command: string }> {
  const table = new Map<number, { ppid: number; command: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      table.set(Number(entry), { ppid, command });
    } catch {
      // the process ended while the table was read
    }
  }
  return table;
}

/** The processes below `pid`, each with its command and resident memory. */
function descendants(pid: number): { pid: number; command: string; rss: number }[] {
  const table = parents();
  const found: { pid: number; command: string; rss: number }[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, info] of table) {
      if (info.ppid !== parent) continue;
      found.push({ pid: child, command: info.command, rss: rssOf(child) });
      queue.push(child);
    }
  }
  return found;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

interface IdleFigures {
  label: string;
  serverBytes: number;
  childrenBytes: number;
  launcherBytes: number;
  children: string;
  startupSeconds: number;
  /** The server process once its child processes had ended and a quiet minute had passed, and when. */
  settled: { serverBytes: number; afterSeconds: number; complete: boolean };
}

/**
 * Starts the compiled server the way `npm start` does (`node scripts/start.mjs`: its Node flags and
 * MALLOC_ARENA_MAX) on a fresh data folder, waits until it answers, the demo is seeded and the parts of
 * the demo made after start-up are ready, lets it sit a minute, and reads the server process's resident
 * memory, and apart from it that of the processes it started (renderers) and of the launcher. Then it waits
 * for the background work to end (no child process left) and a second quiet minute, and reads the server
 * process again: the settled figure.
 */
async function idleMemory(label: string, env: Record<string, string>): Promise<IdleFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hookline-idle-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const launcher = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SKIP_WEB_BUILD: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  const started = performance.now();
  try {
    const logged = () => readFileSync(logFile, 'utf8');
    while (!DEMO_READY_LINES.every((line) => logged().includes(line))) {
      if (launcher.exitCode !== null) {
        throw new Error(`${label}: the server exited:\n${logged().split('\n').slice(-15).join('\n')}`);
      }
      if (performance.now() - started > STARTUP_LIMIT_MS) {
        throw new Error(`${label}: the demo was not ready within 10 minutes:\n${logged().slice(-2000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const startupSeconds = (performance.now() - started) / 1000;
    const launcherPid = launcher.pid;
    const server = launcherPid === undefined ? undefined : descendants(launcherPid)[0];
    if (launcherPid === undefined || !server) throw new Error(`${label}: no server process`);
    console.log(
      `  ${label}: started and seeded in ${startupSeconds.toFixed(0)} s; a minute without requests`,
    );
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(QUIET_MS - SAMPLES * 2000);
    const serverSamples: number[] = [];
    const childSamples: number[] = [];
    let children: { command: string; rss: number }[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      serverSamples.push(rssOf(server.pid));
      children = descendants(server.pid);
      childSamples.push(children.reduce((sum, child) => sum + child.rss, 0));
    }
    // Settled: the render process has ended (a minute after its last image), then another quiet minute.
    while (descendants(server.pid).length > 0 && performance.now() - started < SETTLE_LIMIT_MS) {
      await sleep(5000);
    }
    const complete = descendants(server.pid).length === 0;
    await sleep(QUIET_MS - SAMPLES * 2000);
    const settledSamples: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      await sleep(2000);
      settledSamples.push(rssOf(server.pid));
    }
    const figures: IdleFigures = {
      label,
      settled: {
        serverBytes: median(settledSamples),
        afterSeconds: (performance.now() - started) / 1000,
        complete,
      },
      serverBytes: median(serverSamples),
      childrenBytes: median(childSamples),
      launcherBytes: rssOf(launcherPid),
      children:
        children.length === 0
          ? 'none'
          : children.map((child) => `${child.command} ${mb(child.rss)}`).join(', '),
      startupSeconds,
    };
    console.log(
      [
        `  ${label}: server process ${mb(figures.serverBytes)} idle (median of ${SAMPLES} samples)`,
        `    its child processes: ${mb(figures.childrenBytes)} (${figures.children})`,
        `    the launcher (scripts/start.mjs) apart: ${mb(figures.launcherBytes)}`,
        `    settled (no child process, then a quiet minute; ${figures.settled.afterSeconds.toFixed(0)} s after ` +
          `start${figures.settled.complete ? '' : ', background work unfinished'}): ${mb(figures.settled.serverBytes)}`,
      ].join('\n'),
    );
    return figures;
  } finally {
    if (launcher.exitCode === null) {
      launcher.kill('SIGTERM');
      const killed = setTimeout(() => launcher.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const describe = (figures: IdleFigures, budgetMb: number) =>
  `${figures.label} ${mb(figures.serverBytes)} (budget ${budgetMb} MB; settled ${mb(figures.settled.serverBytes)}), children ${mb(figures.childrenBytes)} (${figures.children}), launcher ${mb(figures.launcherBytes)}`;

/**
 * Issue aim: an idle server on the embedded database within 300 MB of resident memory, and one on
 * PostgreSQL (BENCH_DATABASE_URL, or the local test server when it answers) within 150 MB. The baseline is
 * the budget itself: the ratio says how far the server process is from it.
 */
export const benchmark: Benchmark = {
  name: 'Idle server memory after start-up and the demo seed (resident, server process): vs the budget',
  async run(): Promise<BenchResult> {
    buildServer();
    const embedded = await idleMemory('embedded database (PGlite)', {});
    const notes = [describe(embedded, BUDGET_MB.embedded)];
    const postgres = await openBenchPostgres();
    if ('skipped' in postgres) {
      console.log(`  PostgreSQL skipped: ${postgres.skipped}`);
      notes.push(`PostgreSQL not measured (${postgres.skipped})`);
    } else {
      try {
        const connectionString = postgres.connectionString;
        if (!connectionString) throw new Error('the PostgreSQL bench database has no URL');
        const figures = await idleMemory('PostgreSQL', { DATABASE_URL: connectionString });
        notes.push(
          `${describe(figures, BUDGET_MB.postgres)}: ${(figures.serverBytes / MB / BUDGET_MB.postgres).toFixed(2)}x its budget`,
        );
      } finally {
        await postgres.dispose();
      }
    }
    return {
      name: 'Idle memory of the server process on the embedded database',
      unit: 'MB',
      hookline: embedded.serverBytes / MB,
      baseline: BUDGET_MB.embedded,
      baselineName: `the budget, ${BUDGET_MB.embedded} MB (PostgreSQL's: ${BUDGET_MB.postgres} MB)`,
      lowerIsBetter: true,
      notes: notes.join('; '),
    };
  },
};
