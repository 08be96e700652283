import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeS3, type FakeS3 } from '../../apps/server/src/test/fakes/fake-s3.ts';
import {
  buildServer,
  compiledProgram,
  startServerProcess,
  type ServerProcess,
} from '../../bench/load/server-processes.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

/** The PostgreSQL server the deployment creates its database on (the machine's test server by default). */
const POSTGRES_URL = process.env.DEPLOY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** How long a job's run may last before another worker takes it back: short, so a killed worker's job returns soon. */
export const JOB_LEASE_SECONDS = 20;

export interface DeploymentStack {
  /** The proxy's address: what a browser or client uses. */
  url: string;
  /** The API servers, each reachable directly too. */
  servers: ServerProcess[];
  worker: ServerProcess;
  s3: FakeS3;
  proxy: RoundRobinProxy;
  outboxDir: string;
  /** Runs SQL on the deployment's database, to check what it holds. */
  sql<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Starts API server `index` again (after a kill), with the same settings. */
  restartServer(index: number): Promise<ServerProcess>;
  restartWorker(): Promise<ServerProcess>;
  stop(): Promise<void>;
}

/**
 * Two API servers (compiled, as `npm start` runs them, jobs off) and one worker on one fresh PostgreSQL
 * database, S3-compatible storage served on loopback, and a round-robin proxy in front. Each process keeps
 * its own data folder, as separate machines would; only the database and the bucket are shared.
 */
export async function startDeploymentStack(): Promise<DeploymentStack> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hookline-deployment-'));
  const outboxDir = path.join(workDir, 'outbox');
  mkdirSync(outboxDir);
  const databaseName = `hookline_deploy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${databaseName}`;
  // One connection, not a pool: a pool's end() resolves before its connections have closed, and the database's
  // drop (with force) could then cut one that is still open, an error thrown into whichever test runs last.
  const checker = new pg.Client({ connectionString: databaseUrl.href });
  await checker.connect();
  const s3 = await startFakeS3('hookline-deployment');
  buildServer();

  const servers: ServerProcess[] = [];
  let worker: ServerProcess | undefined;
  const proxy = await startRoundRobinProxy(() => servers.map((server) => server.url));
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.href,
    APP_URL: proxy.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ENCRYPTION_KEYS: `deployment:${randomBytes(32).toString('base64')}`,
    BILLING_PROVIDER: 'local',
    SEED_DEMO: '0',
    MAIL_OUTBOX_DIR: outboxDir,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'deployment',
    S3_SECRET_ACCESS_KEY: 'deployment-secret',
    S3_FORCE_PATH_STYLE: '1',
    DISCOVER_PRERENDER: '0',
    JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'info',
  };
  const startServer = (index: number) =>
    startServerProcess({
      name: `api-${index + 1}`,
      args: compiledProgram('main').args,
      logFile: path.join(workDir, `api-${index + 1}.log`),
      env: {
        ...compiledProgram('main').env,
        ...shared,
        JOBS_IN_PROCESS: '0',
        DATA_DIR: path.join(workDir, `api-${index + 1}`),
      },
    });
  const startWorker = () =>
    startServerProcess({
      name: 'worker',
      args: compiledProgram('worker').args,
      logFile: path.join(workDir, 'worker.log'),
      env: { ...compiledProgram('worker').env, ...shared, DATA_DIR: path.join(workDir, 'worker') },
      readyLogLine: 'worker started',
    });

  // Both servers start at once on the empty database, as a deploy does: each migrates it at start.
  servers.push(...(await Promise.all([startServer(0), startServer(1)])));
  worker = await startWorker();

  return {
    url: proxy.url,
    servers,
    get worker() {
      if (!worker) throw new Error('no worker');
      return worker;
    },
    s3,
    proxy,
    outboxDir,
    sql: async <Row extends Record<string, unknown>>(text: string, values?: unknown[]) =>
      (await checker.query<Row>(text, values)).rows,
    restartServer: async (index) => {
      servers[index] = await startServer(index);
      return servers[index];
    },
    restartWorker: async () => {
      worker = await startWorker();
      return worker;
    },
    stop: async () => {
      await Promise.all([...servers, ...(worker ? [worker] : [])].map((process) => process.stop()));
      await proxy.close();
      await s3.close();
      await checker.end();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
      if (!process.env.DEPLOY_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
      else console.log(`logs kept in ${workDir}`);
    },
  };
}
