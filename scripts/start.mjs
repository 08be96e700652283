// Starts Hookline: builds the web app and the server when their sources are newer than their builds, then
// runs the compiled server (which applies migrations, seeds the demo account unless SEED_DEMO=0, and serves
// API and app). `node scripts/start.mjs worker` and `... migrate` run the worker and the migrations instead,
// `... brand-requests` lists the brands people asked the Discover library to add, and `... experts grant|revoke
// <email>` makes an account an expert or no longer one, `... billing` changes pricing plans, billing flags and
// issues licence codes (docs/operations.md), each compiled the same way
// (docs/decisions/0004-server-runs-compiled-javascript.md). Words after the program's name are passed to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MALLOC_ENV, serverNodeFlags } from './server-launch.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const serverDir = path.join(root, 'apps/server');
const domainSources = path.join(root, 'packages/domain/src');
const builtIndex = path.join(webDir, 'dist/index.html');
const PROGRAMS = ['main', 'worker', 'migrate', 'brand-requests', 'experts', 'billing'];
const builtPrograms = PROGRAMS.map((name) => path.join(serverDir, `dist/${name}.js`));

const program = process.argv[2] ?? 'main';
if (!PROGRAMS.includes(program)) {
  console.error(`Usage: node scripts/start.mjs [${PROGRAMS.join('|')}]`);
  process.exit(2);
}

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return newestChange(webDir) > built || newestChange(domainSources) > built;
}

function serverBuildIsStale() {
  if (!builtPrograms.every((file) => existsSync(file))) return true;
  const built = Math.min(...builtPrograms.map((file) => statSync(file).mtimeMs));
  const buildScript = statSync(path.join(serverDir, 'build.mjs')).mtimeMs;
  return (
    newestChange(path.join(serverDir, 'src')) > built ||
    newestChange(domainSources) > built ||
    buildScript > built
  );
}

function build(what, workspace) {
  console.log(`Building ${what}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (program === 'main' && process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  build('the web app', '@hookline/web');
}
if (serverBuildIsStale()) build('the server', '@hookline/server');

// Node's options and malloc's settings: scripts/server-launch.mjs.
const programArgs = process.argv.slice(3);
const child = spawn(
  process.execPath,
  [...serverNodeFlags(), path.join(serverDir, `dist/${program}.js`), ...programArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...SERVER_MALLOC_ENV, ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
