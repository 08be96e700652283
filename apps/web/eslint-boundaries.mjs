import { readdirSync } from 'node:fs';

/**
 * The web app's module boundaries (DESIGN.md, "Web: a feature folder per area") as ESLint config blocks:
 * - a feature imports ui/, api/, app/session/, test/ and the domain package: never another feature, and
 *   nothing else of app/ (the app composes features, not the other way round);
 * - ui/ imports neither api/, app/ nor a feature;
 * - api/ imports neither app/ nor a feature, and of ui/ only the toasts of its error catalogue;
 * - outside api/, nothing imports the HTTP client (`http`, api/client.ts, api/http-client.ts): every HTTP
 *   call is a function of api/;
 * - app/session/ imports no feature and nothing else of app/;
 * - the rest of app/ imports a feature only through its public face, `features/<name>/index.ts`.
 * Each file falls under one block only: a later block's options for a rule replace an earlier block's.
 * `no-restricted-imports` sees import and export declarations, not `import()` calls.
 * A relative path is judged by the name that follows its last `../`, so no feature names a folder of its
 * own after another feature.
 */

const src = new URL('./src/', import.meta.url);

/** The names in a folder of src/, read when the config loads: a new feature is fenced in without a change here. */
function entriesOf(folder, { directoriesOnly = false } = {}) {
  return readdirSync(new URL(folder, src), { withFileTypes: true })
    .filter((entry) => !directoriesOnly || entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const webFeatures = entriesOf('features/', { directoriesOnly: true });

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A relative specifier that climbs up to one of `names` (`../../members/...`, `../api/index.ts`). */
function climbsTo(names) {
  return `^(\\.\\./)+(${names.map(escape).join('|')})(/|$)`;
}

/** A specifier that reaches into one of the feature folders `names` by a longer way (`../../../features/x`). */
function throughFeatures(names) {
  return `(^|/)features/(${names.map(escape).join('|')})(/|$)`;
}

/** Every web file: a mutation goes through ui/use-mutation.ts, whose submit stays locked while in flight. */
const LOCKED_MUTATIONS = [
  {
    name: '@tanstack/react-query',
    importNames: ['useMutation'],
    message:
      'Import useMutation from ui/use-mutation.ts: it locks a submit while its request is in flight, so a ' +
      'double click never makes two of a thing.',
  },
];

const HTTP_IN_API =
  'HTTP calls live in api/: call (or add) a function of api/<area>-api.ts, with its request and answer ' +
  'types, and keep query keys, cache updates and hooks in the feature.';

/** Every web file outside api/: the HTTP client, whichever way it is reached, stays in api/. */
const HTTP_CLIENT_IN_API = [
  { regex: '^(\\./|(\\.\\./)+)api(/index(\\.ts)?)?$', importNames: ['http'], message: HTTP_IN_API },
  { regex: '^(\\./|(\\.\\./)+)api/(http-)?client(\\.ts)?$', message: HTTP_IN_API },
];

/** `patterns` for `files`, with the HTTP client fenced into api/ unless `httpClient` lets it in (api/ itself). */
function restrictImports(files, patterns, { httpClient = false } = {}) {
  const all = httpClient ? patterns : [...patterns, ...HTTP_CLIENT_IN_API];
  return { files, rules: { 'no-restricted-imports': ['error', { paths: LOCKED_MUTATIONS, patterns: all }] } };
}

const ANOTHER_FEATURE =
  'A feature never imports another. Move what they share to ui/ (presentational), api/ (HTTP calls and ' +
  'their types) or app/session/ (session state), or let src/app/ compose the two.';
const APP_FROM_FEATURE =
  'Of src/app/, a feature imports only app/session/: the app composes features, not the other way round.';

function featureBlock(feature) {
  const others = webFeatures.filter((name) => name !== feature);
  const patterns = [{ regex: '^(\\.\\./)+app(/(?!session/)|$)', message: APP_FROM_FEATURE }];
  if (others.length > 0) {
    patterns.unshift(
      { regex: climbsTo(others), message: ANOTHER_FEATURE },
      { regex: throughFeatures(others), message: ANOTHER_FEATURE },
    );
  }
  return restrictImports([`apps/web/src/features/${feature}/**/*.{ts,tsx}`], patterns);
}

const appOutsideSession = entriesOf('app/').filter((name) => name !== 'session');

const INNER_FILE =
  'Outside a feature, import only its public face, features/<name>/index.ts: export from there what the ' +
  'app needs (a page as a loader, so that it keeps its own chunk).';

export const webBoundaries = [
  restrictImports(['apps/web/src/**/*.{ts,tsx}', 'apps/web/*.{ts,tsx}'], []),
  ...webFeatures.map(featureBlock),
  restrictImports(
    ['apps/web/src/ui/**/*.{ts,tsx}'],
    [
      {
        regex: climbsTo(['api', 'app', 'features']),
        message:
          'ui/ holds presentational building blocks: it imports neither api/, app/ nor a feature. ' +
          'Take data and callbacks as props, or move a pure helper into ui/ or the domain package.',
      },
    ],
  ),
  restrictImports(
    ['apps/web/src/api/**/*.{ts,tsx}'],
    [
      {
        regex: climbsTo(['app', 'features']),
        message:
          'api/ is the HTTP client and the calls of each service: it imports no feature and nothing of app/.',
      },
      {
        regex: '^(\\.\\./)+ui/(?!toasts\\.ts$)',
        message: 'Of ui/, api/ imports only the toasts its error catalogue shows.',
      },
    ],
    { httpClient: true },
  ),
  restrictImports(
    ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    [{ regex: '(^|/)features/[^/]+/(?!index\\.ts$)', message: INNER_FILE }],
  ),
  {
    // `no-restricted-imports` doesn't see `import()`: the same fence for a page loaded on first visit.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/features\\u002F[^\\u002F]+\\u002F(?!index\\.ts$)/]',
          message: INNER_FILE,
        },
      ],
    },
  },
  restrictImports(
    ['apps/web/src/app/session/**/*.{ts,tsx}'],
    [
      {
        regex: climbsTo(['features']),
        message: 'app/session/ is imported by every feature, so it imports none.',
      },
      {
        regex: climbsTo(appOutsideSession),
        message:
          'app/session/ imports nothing else of app/: the app shell imports the session, not the reverse.',
      },
    ],
  ),
];
