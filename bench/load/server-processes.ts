import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_MALLOC_ENV, serverNodeFlags } from '../../scripts/server-launch.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** A server the benchmark started in a process of its own. */
export interface ServerProcess {
  name: string;
  url: string;
  /** CPU time the process has used so far (user + system), in ms; undefined where /proc is missing. */
  cpuMs(): number | undefined;
  /** The process's resident memory, in bytes; undefined where /proc is missing. */
  rssBytes(): number | undefined;
  /** Stops the process and waits for it (a CPU profile, when asked for, is written on the way out). */
  stop(): Promise<void>;
  /** Sends `signal` (SIGKILL: as a crash) and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ is 100 on every Linux platform). */
const MS_PER_TICK = 10;

function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

function processRssBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}

async function listensOn(port: number): Promise<number | undefined> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!bound) return undefined;
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address && typeof address !== 'string' ? address.port : undefined;
}

/**
 * BENCH_PORTS (`34200-34299`): the ports the benchmarks may give their servers, on a machine where other
 * work owns other ports; without it, any port the system hands out.
 */
function allowedPorts(): number[] {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return [0];
  const [first, last] = [Number(range[1]), Number(range[2])];
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  for (const candidate of allowedPorts()) {
    const port = await listensOn(candidate);
    if (port !== undefined) return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS ?? ''}`);
}

/** Compiles the server as `npm start` does, so the benchmark measures the current sources. */
export function buildServer(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the server failed');
}

/**
 * Node's arguments and the environment that start a compiled program (`apps/server/dist/<program>.js`) as
 * `npm start` does: its Node options before `extraFlags`, and the malloc settings the machine's environment
 * does not set itself (scripts/server-launch.mjs).
 */
export function compiledProgram(
  program: 'main' | 'worker',
  extraFlags: readonly string[] = [],
): { args: string[]; env: Record<string, string> } {
  return {
    args: [...serverNodeFlags(), ...extraFlags, `apps/server/dist/${program}.js`],
    env: Object.fromEntries(Object.entries(SERVER_MALLOC_ENV).filter(([name]) => !(name in process.env))),
  };
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/v1/health`)).ok;
  } catch {
    return false; // not listening yet
  }
}

/** Waits until GET /api/v1/health answers 200, or, for a process that serves no HTTP, until its log holds `logLine`. */
async function waitUntilReady(
  url: string,
  child: ChildProcess,
  logFile: string,
  logLine: { text: string; after: number } | undefined,
  readyWithinMs: number,
): Promise<void> {
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}; see ${logFile}`);
    const ready =
      logLine === undefined
        ? await isHealthy(url)
        : readFileSync(logFile, 'utf8').slice(logLine.after).includes(logLine.text);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the process was not ready within ${Math.round(readyWithinMs / 1000)} s; see ${logFile}`);
}

/**
 * Starts `node <args>` from the repository root with `env` (PORT is added), its output appended to
 * `logFile`, and waits until GET /api/v1/health answers 200 (or, given `readyLogLine`, until the log says so).
 */
export async function startServerProcess(input: {
  name: string;
  args: string[];
  env: Record<string, string>;
  logFile: string;
  readyLogLine?: string;
  /** How long the process may take to be ready: 2 minutes unless a start does more (a demo seed). */
  readyWithinMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(input.logFile, 'a');
  const logged = readFileSync(input.logFile, 'utf8').length;
  const child = spawn(process.execPath, input.args, {
    cwd: root,
    env: { ...process.env, ...input.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    const logLine =
      input.readyLogLine === undefined ? undefined : { text: input.readyLogLine, after: logged };
    await waitUntilReady(url, child, input.logFile, logLine, input.readyWithinMs ?? 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name: input.name,
    url,
    cpuMs: () => processCpuMs(child.pid),
    rssBytes: () => processRssBytes(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/**
 * Waits until `server` has used less than `maxShare` of a core in each of `quietWindows` windows of
 * `windowMs` in a row (the background work that follows a start, the demo's seeding, is done; an idle
 * server still polls its job queue); answers how long it waited. Throws past `limitMs`.
 */
export async function waitUntilIdle(
  server: ServerProcess,
  options: { maxShare?: number; windowMs?: number; quietWindows?: number; limitMs?: number } = {},
): Promise<number> {
  const { maxShare = 0.15, windowMs = 5_000, quietWindows = 3, limitMs = 600_000 } = options;
  const started = performance.now();
  let quiet = 0;
  while (performance.now() - started < limitMs) {
    const before = server.cpuMs();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = server.cpuMs();
    if (before === undefined || after === undefined) return performance.now() - started;
    quiet = after - before < windowMs * maxShare ? quiet + 1 : 0;
    if (quiet >= quietWindows) return performance.now() - started;
  }
  throw new Error(`${server.name} was still busy after ${Math.round(limitMs / 1000)} s`);
}
