// An outside client's check of the MCP server: starts Hookline as `npm start` does (a fresh database under
// /tmp, its own port), signs in as the demo user, makes a read API key, then asks the MCP Inspector's
// command-line mode for the tools and a search of the ad library, as a developer would from a terminal.
// Exits non-zero on any failure; the server is stopped either way.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const DEMO = { email: 'demo@hookline.dev', password: 'hookline-demo' };
const EXPECTED_TOOLS = [
  'list_workspaces',
  'search_ads',
  'get_ad',
  'get_brand',
  'list_tracked_brands',
  'get_brand_analytics',
  'list_boards',
  'list_saved_ads',
  'save_ad_to_board',
  'list_creative_hub_files',
  'list_reports',
  'run_report',
  'generate_hooks',
  'fetch_product_details',
];
const START_TIMEOUT_MS = 90_000;
const INSPECTOR_TIMEOUT_MS = 30_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

function check(condition, what) {
  if (!condition) throw new Error(`FAILED: ${what}`);
  console.log(`ok - ${what}`);
}

/** Runs a program to its end; its standard output, or an error with what it wrote. */
function run(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr || stdout}`));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited (${server.exitCode}) before it answered`);
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${base}/api/v1/health within ${START_TIMEOUT_MS / 1000}s`);
}

async function json(response, what) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body}`);
  return JSON.parse(body);
}

/** Signs in as the demo user and makes a read key of its organisation. */
async function makeReadKey(base) {
  const login = await json(
    await fetch(`${base}/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }),
    'sign-in',
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const organisations = await json(
    await fetch(`${base}/api/v1/organisation`, { headers: auth }),
    'organisations',
  );
  const made = await json(
    await fetch(`${base}/api/v1/organisation/${organisations.data[0]._id}/api-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'MCP Inspector check', scope: 'read' }),
    }),
    'API key',
  );
  return made.key;
}

/** The MCP Inspector's command-line mode, over Streamable HTTP with the key as a bearer token. */
async function inspector(base, key, args) {
  const output = await run(
    'npx',
    [
      '--no-install',
      'mcp-inspector',
      '--cli',
      `${base}/mcp`,
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${key}`,
      ...args,
    ],
    INSPECTOR_TIMEOUT_MS,
  );
  return JSON.parse(output);
}

async function stop(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // The app runs as its own process group: start.mjs and the server it spawned stop together.
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.exitCode === null && process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  const started = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hookline-mcp-inspector-'));
  let log = '';
  // The web app is not needed to speak MCP: skip its build (the server's is still made when stale).
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { SKIP_WEB_BUILD: '1', ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1' },
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  try {
    await waitForHealth(base, server);
    console.log(`ok - the app answers on ${base} (${Math.round((Date.now() - started) / 1000)}s)`);
    const key = await makeReadKey(base);
    check(key.startsWith('hkl_'), 'signed in as the demo user and made a read API key');

    const listed = await inspector(base, key, ['--method', 'tools/list']);
    const names = listed.tools.map((tool) => tool.name);
    const missing = EXPECTED_TOOLS.filter((name) => !names.includes(name));
    check(
      missing.length === 0,
      `tools/list names all ${EXPECTED_TOOLS.length} tools (missing: ${missing.join(', ') || 'none'})`,
    );
    check(
      listed.tools.every((tool) => tool.description?.length > 80 && tool.inputSchema?.type === 'object'),
      'every tool has a description and an input schema',
    );

    const called = await inspector(base, key, [
      '--method',
      'tools/call',
      '--tool-name',
      'search_ads',
      '--tool-arg',
      'query=serum',
      '--tool-arg',
      'limit=5',
    ]);
    check(!called.isError, `tools/call search_ads answered without error`);
    const found = JSON.parse(called.content[0].text);
    check(
      found.total > 0 && found.ads.length === 5 && found.ads.every((ad) => ad.adId && ad.brand),
      `search_ads "serum" answered ${found.ads.length} of ${found.total} ads (first: ${found.ads[0]?.brand} – ${found.ads[0]?.headline})`,
    );
    console.log(`MCP Inspector check passed in ${Math.round((Date.now() - started) / 1000)}s`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`--- the app's last output ---\n${log.slice(-4000)}`);
    process.exitCode = 1;
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
