import { existsSync, readdirSync } from 'node:fs';

/**
 * The server's module boundaries (docs/architecture.md, "Areas") as ESLint config blocks:
 * - an area (a folder of src/modules/) imports another area only through its public face, the other
 *   area's `index.ts`; never its files, its `area.ts` manifest, nor the composition root;
 * - an area's data is its own: its index.ts exports its tables as types only, so another area reads them through
 *   its functions; only a `tables.ts` may import another area's `tables.ts`, for a foreign key;
 * - platform/ imports no area and not the composition root: the areas sit on it, not the reverse;
 * - cli/ (the admin commands and the demo seed) reaches an area only through its public face, and never the
 *   tables of composition/tables.ts: an area writes its own rows, the demo's included (each area's `demo/`).
 * Tests and test support may reach inside areas: they set up rows and check them.
 * Each file falls under one block only: a later block's options for a rule replace an earlier block's.
 * A relative path is judged by the name that follows its last `../`, so no area names a folder of its own
 * after another area.
 */

const src = new URL('./src/', import.meta.url);

/** The folders of src/modules/ with an area.ts manifest, read when the config loads. */
const serverAreas = readdirSync(new URL('modules/', src), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`modules/${entry.name}/area.ts`, src)))
  .map((entry) => entry.name)
  .sort();

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TESTS = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/test-support*.ts',
  'apps/server/src/**/test-support/**',
  'apps/server/src/test/**',
];

/** A schema file: the only kind that may name another area's tables (a foreign key's reference). */
const TABLES = '**/tables.ts';

function restrictImports(files, patterns, ignores = TESTS) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const THROUGH_PUBLIC_FACE =
  "An area imports another area only through its public face (that area's index.ts). Export what you need " +
  'from there, or move it to the area that owns it.';
const NO_COMPOSITION = 'The composition root assembles the areas; an area or platform/ never imports it.';
const TABLES_AS_TYPES =
  "An area's public face exports its tables as types only (`export type * from './tables.ts'`): another area " +
  'reads its data through the functions it exports, never by querying its tables.';
const PLATFORM_IMPORTS_NO_AREA =
  'platform/ imports no area: an area adds its services, jobs and routes through its area.ts manifest.';

const CLI_THROUGH_PUBLIC_FACE =
  'cli/ uses an area only through its public face (modules/<area>/index.ts). Export the function you need ' +
  "from there; rows the command or the demo seed writes are written by the area's own functions.";
const CLI_NO_TABLES =
  "cli/ never touches an area's tables: call the area's functions, exported from its index.ts.";

function areaBlocks(area) {
  const others = serverAreas.filter((name) => name !== area).map(escape);
  const composition = { regex: '^(\\.\\./)+composition(/|$)', message: NO_COMPOSITION };
  const files = [`apps/server/src/modules/${area}/**/*.ts`];
  if (others.length === 0) return [restrictImports(files, [composition])];
  const innerFile = (allowed) => ({
    regex: `^(\\.\\./)+(${others.join('|')})/(?!(?:${allowed})$)`,
    message: THROUGH_PUBLIC_FACE,
  });
  return [
    restrictImports(files, [innerFile('index\\.ts'), composition], [...TESTS, TABLES]),
    // A foreign key names the table it points at: a schema file may import another area's schema file.
    restrictImports(
      [`apps/server/src/modules/${area}/${TABLES}`],
      [innerFile('index\\.ts|(?:[^/]+/)*tables\\.ts'), composition],
    ),
  ];
}

/** An area's index.ts: tables leave it as types only. */
const TABLE_EXPORT = "[source.value=/(^|\\/)tables\\.ts$/][exportKind='value']";
const tablesAsTypes = {
  files: ['apps/server/src/modules/**/index.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `ExportAllDeclaration${TABLE_EXPORT}`, message: TABLES_AS_TYPES },
      {
        selector: `ExportNamedDeclaration${TABLE_EXPORT} > ExportSpecifier[exportKind='value']`,
        message: TABLES_AS_TYPES,
      },
    ],
  },
};

export const serverBoundaries = [
  ...serverAreas.flatMap(areaBlocks),
  tablesAsTypes,
  restrictImports(
    ['apps/server/src/platform/**/*.ts'],
    [
      { regex: '^(\\.\\./)+modules(/|$)', message: PLATFORM_IMPORTS_NO_AREA },
      { regex: '^(\\.\\./)+composition(/|$)', message: NO_COMPOSITION },
    ],
  ),
  restrictImports(
    ['apps/server/src/cli/**/*.ts'],
    [
      { regex: '^(\\.\\./)+modules/[^/]+(/(?!index\\.ts$)|$)', message: CLI_THROUGH_PUBLIC_FACE },
      { regex: '^(\\.\\./)+composition/tables(\\.ts)?$', message: CLI_NO_TABLES },
    ],
  ),
];
