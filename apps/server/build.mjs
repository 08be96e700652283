// Compiles the server for `npm start`, `npm run worker` and `npm run db:migrate` (docs/decisions/0004): one
// JavaScript bundle per entry point in dist/, with the domain package's TypeScript inlined and every other
// package left to node_modules, so native and file-loading packages (sharp, PGlite, pg-boss, pino) load as
// they do under tsx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, 'dist');

/** Entry point (relative to src/) of each program, and the name of its bundle in dist/. */
export const SERVER_ENTRIES = {
  main: 'main.ts',
  worker: 'cli/worker.ts',
  migrate: 'cli/migrate.ts',
  'brand-requests': 'cli/brand-requests.ts',
  experts: 'cli/experts.ts',
  billing: 'cli/billing.ts',
  // Not a command: the child process the server rasterises images in (platform/media/render-child/).
  'render-process': 'platform/media/render-child/render-process-main.ts',
};

/** Workspace packages ship TypeScript sources, which Node can't load: they go into the bundle. */
const bundledPackages = /^@hookline\//;

/**
 * Leaves every package but the workspace's own to be imported from node_modules at run time. A package's
 * JSON data (the country list) is inlined: an external JSON import would lose its `with { type: 'json' }`.
 */
const externalPackages = {
  name: 'external-packages',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      bundledPackages.test(args.path) || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Every bundle sits directly in dist/, so `import.meta.dirname` in a bundle is dist/. A source file that
 * finds a file next to itself (the migrations folder, the built web app) means its own folder: each
 * `import.meta.dirname` becomes dist/ plus the way from dist/ to that file's folder, which keeps the build
 * relocatable with the repository.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromDist = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const contents = source.replaceAll(
        'import.meta.dirname',
        `(import.meta.dirname + ${JSON.stringify(`/${fromDist}`)})`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

/** Builds every bundle; `overrides` change esbuild's options (a test builds one entry, in memory). */
export async function buildServer(overrides = {}) {
  return build({
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, entry]) => ({
      in: path.join(serverDir, 'src', entry),
      out,
    })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need only the mappings; the sources' text would be read into every server's memory.
    sourcesContent: false,
    minifyWhitespace: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirname],
    ...overrides,
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
