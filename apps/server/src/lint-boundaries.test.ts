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
 * The boundary errors of `code` saved as `filePath`, under the rule (no-restricted-imports unless named) the
 * repository's eslint.config.mjs gives that path (none when it gives none); only that rule runs, so no type
 * information is needed.
 */
async function boundaryErrors(filePath: string, code: string, ruleName = RULE): Promise<string[]> {
  const config = (await repoConfig.calculateConfigForFile(filePath)) as Linter.Config;
  const rule = config.rules?.[ruleName];
  if (!rule) return [];
  const linter = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      rules: { [ruleName]: rule },
    },
  });
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('lint keeps the server areas apart', { timeout: 30_000 }, () => {
  it('refuses an import of another area’s files, its manifest or the composition root', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/reports/report-library/example.ts',
      [
        "import { adAccounts } from '../../ad-accounts/tables.ts';",
        "import { listOrgMembers } from '../../tenancy/members/member-dto.ts';",
        "import { tenancyArea } from '../../tenancy/area.ts';",
        "export { usersRoutes } from '../../users/routes.ts';",
        "import { AREAS } from '../../../composition/areas.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(5);
    for (const error of errors.slice(0, 4)) expect(error).toMatch(/only through its public face/);
    expect(errors[4]).toMatch(/composition root/);
  });

  it('lets an area import another area’s public face, its own files and platform/', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/reports/report-library/example.ts',
      [
        "import { adAccountResource } from '../../ad-accounts/index.ts';",
        "import { workspaceChildResource } from '../../tenancy/index.ts';",
        "import { reportFolders } from '../tables.ts';",
        "import { folderTree } from './folders.service.ts';",
        "import type { AppContext } from '../../../platform/context.ts';",
        "import { z } from 'zod';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps every area out of platform/', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/platform/http/example.ts',
      [
        "import { organisationResource } from '../../modules/tenancy/index.ts';",
        "import type { AdPlatformConnectors } from '../../modules/ad-accounts/connectors/registry.ts';",
        "import { AREAS } from '../../composition/areas.ts';",
        "import { unauthorized } from './app-error.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
  });

  it('fences in every area, however deep the importing file sits', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/tenancy/members/example.ts',
      [
        "import { a } from '../../users/users.service.ts';",
        "import { b } from '../../auth/tokens.service.ts';",
        "import { c } from '../../ad-accounts/tables.ts';",
        "import { d } from '../../reports/tables.ts';",
        "import { e } from '../../ai-grouping/ai-grouping.service.ts';",
        "import { f } from '../../health/routes.ts';",
        "import { g } from '../workspaces/tables.ts';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(6);
  });

  it('lets cli/ reach an area only through its public face, and no area’s tables', async () => {
    const refused = await boundaryErrors(
      'apps/server/src/cli/example.ts',
      [
        "import { driveFolders } from '../modules/drive/tables.ts';",
        "import { completeUpload } from '../modules/drive/uploads/upload-completion.service.ts';",
        "import { driveArea } from '../modules/drive';",
        "import { organisations } from '../composition/tables.ts';",
      ].join('\n'),
    );
    expect(refused).toHaveLength(4);
    for (const error of refused.slice(0, 3)) expect(error).toMatch(/only through its public face/);
    expect(refused[3]).toMatch(/never touches an area's tables/);

    const allowed = await boundaryErrors(
      'apps/server/src/cli/example.ts',
      [
        "import { seedDriveDemo } from '../modules/drive/index.ts';",
        "import { loadConfig } from '../platform/config/config.ts';",
        "import { createAppContext } from '../composition/app-context.ts';",
        "import { renderStatic } from './demo-media.ts';",
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
  });

  it('refuses a table exported from an area’s public face, other than as a type', async () => {
    const face = 'apps/server/src/modules/drive/index.ts';
    const refused = await boundaryErrors(
      face,
      [
        "export * from './tables.ts';",
        "export { driveFiles, type DriveFileRow } from './tables.ts';",
        "export * from './folders/tables.ts';",
      ].join('\n'),
      'no-restricted-syntax',
    );
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error).toMatch(/tables as types only/);
    const allowed = await boundaryErrors(
      face,
      [
        "export type * from './tables.ts';",
        "export type { DriveFileRow } from './tables.ts';",
        "export { type DriveFolderRow } from './tables.ts';",
        "export { driveFileNames } from './files/file-names.ts';",
        "export { MARKS, type MarkTable } from './mark-tables.ts';",
      ].join('\n'),
      'no-restricted-syntax',
    );
    expect(allowed).toEqual([]);
  });

  it('lets only a schema file import another area’s tables, for a foreign key', async () => {
    const schema = await boundaryErrors(
      'apps/server/src/modules/billing/tables.ts',
      [
        "import { users } from '../users/tables.ts';",
        "import { organisations } from '../tenancy/organisations/tables.ts';",
        "import { tenantColumns } from '../tenancy/index.ts';",
      ].join('\n'),
    );
    expect(schema).toEqual([]);
    const schemaReachingFurther = await boundaryErrors(
      'apps/server/src/modules/billing/tables.ts',
      [
        "import { findUser } from '../users/users.service.ts';",
        "import { AREAS } from '../../composition/areas.ts';",
      ].join('\n'),
    );
    expect(schemaReachingFurther).toHaveLength(2);
    const service = await boundaryErrors(
      'apps/server/src/modules/billing/limits/example.ts',
      [
        "import { users } from '../../users/tables.ts';",
        "import { organisations } from '../../tenancy/organisations/tables.ts';",
      ].join('\n'),
    );
    expect(service).toHaveLength(2);
    for (const error of service) expect(error).toMatch(/only through its public face/);
  });

  it('lets tests reach inside areas to set up and check rows', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/reports/example.test.ts',
      "import { adAccounts } from '../ad-accounts/tables.ts';",
    );
    expect(errors).toEqual([]);
  });
});
