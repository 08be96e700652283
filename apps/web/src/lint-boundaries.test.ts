import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'no-restricted-imports';

let repoConfig: ESLint;

beforeAll(() => {
  repoConfig = new ESLint({ cwd: repoRoot });
});

/**
 * The boundary errors of `code` saved as `filePath`: the rule is the one the repository's eslint.config.mjs
 * gives that path, and only that rule runs, so no type information is needed and the check stays fast.
 */
async function boundaryErrors(filePath: string, code: string, rules = [RULE]): Promise<string[]> {
  const config = (await repoConfig.calculateConfigForFile(filePath)) as Linter.Config;
  const chosen: Linter.RulesRecord = {};
  for (const name of rules) {
    const rule = config.rules?.[name];
    expect(rule, `eslint.config.mjs sets ${name} for ${filePath}`).toBeDefined();
    if (rule !== undefined) chosen[name] = rule;
  }
  const linter = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      rules: chosen,
    },
  });
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('lint keeps the web modules apart', { timeout: 30_000 }, () => {
  it('refuses an import of another feature, however it is written', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/auth/pages/Example.tsx',
      [
        "import { useMembers } from '../../members/hooks/use-members.ts';",
        "import type { OrgTabPanel } from '../../settings/components/SettingsTabContent.tsx';",
        "import { OrgSwitcher } from '../../../features/shell/components/OrgSwitcher.tsx';",
        "export { CompanyNameForm } from '../../orgs/components/CompanyNameForm.tsx';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toMatch(/^no-restricted-imports: .*never imports another/);
  });

  it('lets a feature import ui/, api/, app/session/, the domain package and itself', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/auth/pages/Example.tsx',
      [
        "import { DEFAULT_THEME } from '@hookline/domain';",
        "import { toast } from '../../../ui/toasts.ts';",
        "import { APP_PATHS } from '../../../ui/app-paths.ts';",
        "import { isApiError } from '../../../api/index.ts';",
        "import { membersApi } from '../../../api/members-api.ts';",
        "import { useCurrentUser } from '../../../app/session/use-current-user.ts';",
        "import { AuthLayout } from '../components/AuthLayout.tsx';",
        "import { renderInApp } from '../../../test/render.tsx';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets the app reach a feature only through its public face, statically or as a page loaded later', async () => {
    const refused = await boundaryErrors(
      'apps/web/src/app/Example.tsx',
      [
        "import { LoginPage } from '../features/auth/pages/LoginPage.tsx';",
        "export { SettingsPage } from '../features/settings/pages/SettingsPage.tsx';",
        "export const load = () => import('../features/drive/folder/FolderPage.tsx');",
        "export const deeper = () => import('../../features/drive/studio/StudioPage.tsx');",
        'export const page = LoginPage;',
      ].join('\n'),
      [RULE, 'no-restricted-syntax'],
    );
    expect(refused).toHaveLength(4);
    for (const error of refused) expect(error).toMatch(/public face, features\/<name>\/index\.ts/);
    const allowed = await boundaryErrors(
      'apps/web/src/app/routes/Example.tsx',
      [
        "import { authPages, RequireAuth } from '../../features/auth/index.ts';",
        "export const load = () => import('../../features/drive/index.ts');",
        'export const pieces = [authPages, RequireAuth];',
      ].join('\n'),
      [RULE, 'no-restricted-syntax'],
    );
    expect(allowed).toEqual([]);
  });

  it('refuses the parts of app/ outside the session to a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/shell/Example.ts',
      "import { router } from '../../app/router.tsx';",
    );
    expect(errors).toEqual([expect.stringMatching(/only app\/session\//)]);
  });

  it('fences in every feature folder against all the others', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/workspaces/Example.ts',
      [
        "import { authApi } from '../auth/x.ts';",
        "import { a } from '../members/x.ts';",
        "import { b } from '../orgs/x.ts';",
        "import { c } from '../settings/x.ts';",
        "import { d } from '../shell/x.ts';",
        "import { e } from './x.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(5);
  });

  it('keeps api/ and features out of ui/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/ui/Example.tsx',
      [
        "import { isApiError } from '../api/index.ts';",
        "import { useLogout } from '../features/auth/x.ts';",
        "import { theme } from './theme/theme.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/ui\/ holds presentational building blocks/);
  });

  it('keeps features, app/ and all of ui/ but its toasts out of api/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/api/example-api.ts',
      [
        "import { toast } from '../ui/toasts.ts';",
        "import { LimitReachedDialog } from '../ui/LimitReachedDialog.tsx';",
        "import { x } from '../features/orgs/x.ts';",
        "import { queryClient } from '../app/session/query-client.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
  });

  it('keeps features and the app shell out of app/session/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/app/session/example.ts',
      [
        "import { x } from '../../features/orgs/x.ts';",
        "import { router } from '../router.tsx';",
        "import { useIsAuthenticated } from './use-session.ts';",
        "import { tokenStore } from '../../api/index.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it('keeps the HTTP client in api/: a feature, app/, ui/ or a test calls a function of api/', async () => {
    for (const filePath of [
      'apps/web/src/features/inspiration/shared/example-api.ts',
      'apps/web/src/features/auth/invite/Example.test.tsx',
      'apps/web/src/app/session/example.ts',
      'apps/web/src/app/Example.tsx',
      'apps/web/src/ui/example.ts',
    ]) {
      const depth = filePath.split('/').length - 4;
      const up = '../'.repeat(depth);
      const errors = await boundaryErrors(
        filePath,
        [
          `import { http } from '${up}api/index.ts';`,
          `import { http as client, tokenStore } from '${up}api';`,
          `export { http } from '${up}api/index.ts';`,
          `import { http as main } from '${up}api/client.ts';`,
          `import { createHttpClient } from '${up}api/http-client.ts';`,
        ].join('\n'),
      );
      const httpErrors = errors.filter((error) => error.includes('HTTP calls live in api/'));
      expect(httpErrors, filePath).toHaveLength(5);
    }
    const fromMain = await boundaryErrors('apps/web/src/main.tsx', "import { http } from './api/index.ts';");
    expect(fromMain).toEqual([expect.stringMatching(/HTTP calls live in api\//)]);
  });

  it('lets api/ use the HTTP client, and the rest of the web app import what else api/ offers', async () => {
    const inApi = await boundaryErrors(
      'apps/web/src/api/example-api.ts',
      [
        "import { http } from './client.ts';",
        "import { createHttpClient } from './http-client.ts';",
        "import { tokenStore } from './index.ts';",
      ].join('\n'),
    );
    expect(inApi).toEqual([]);
    const inFeature = await boundaryErrors(
      'apps/web/src/features/drive/shared/uploads/example.ts',
      [
        "import { tokenStore, isApiError, type CallOptions } from '../../../../api/index.ts';",
        "import { uploadsApi } from '../../../../api/uploads-api.ts';",
        "import { saveToBoardApi } from '../../../../api/save-to-board-api.ts';",
      ].join('\n'),
    );
    expect(inFeature).toEqual([]);
  });
});
