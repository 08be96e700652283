import type { DriveListItems } from '@hookline/domain';
import type { Benchmark, BenchResult } from '../harness.ts';
import { compareOnEachDatabase, comparisonResult, type AppCase } from '../app-vs-sql/compare-on.ts';
import { FILES_IN_FOLDER, seedDriveFolder, type DriveBenchFolder } from '../drive-list/seed-drive-folder.ts';

const PAGE_SIZE = 50;
const count = (value: number): string => value.toLocaleString('en-US');

/** A page of the folder's list, as the Creative Hub asks for it. */
function listCase(
  label: string,
  body: { page: number; limit: number; sort: string; order: 'asc' | 'desc' },
): AppCase<DriveBenchFolder> {
  return {
    label,
    request: (seeded) => ({
      method: 'POST',
      url: `/api/v1/assets/folder/${seeded.folderId}/list-items`,
      headers: { authorization: `Bearer ${seeded.token}` },
      payload: body,
    }),
    check(answer) {
      const result = answer as DriveListItems;
      const expectedFiles = body.page === 1 ? PAGE_SIZE - result.folders.length : PAGE_SIZE;
      if (result.files.length !== expectedFiles || result.total !== FILES_IN_FOLDER + 5) {
        throw new Error(`${label}: ${result.files.length} files of ${result.total}, not a full page`);
      }
    },
    describe(answer) {
      const result = answer as DriveListItems;
      return `${result.folders.length} folders and ${result.files.length} files of ${count(result.total)}`;
    },
  };
}

const CASES = [
  listCase('first page by name', { page: 1, limit: PAGE_SIZE, sort: 'name', order: 'asc' }),
  listCase('page 100 by modified date', { page: 100, limit: PAGE_SIZE, sort: 'modifiedAt', order: 'desc' }),
];

/**
 * Issue aim: listing a page of 50 in a folder of 10,000 files through the app within 1.5x of the same SQL
 * run directly, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, or the local test server when it answers).
 */
export const benchmark: Benchmark = {
  name: `Creative Hub list-items, a folder of ${count(FILES_IN_FOLDER)} files, page of ${PAGE_SIZE}: median time vs the same SQL`,
  async run(): Promise<BenchResult> {
    const comparisons = await compareOnEachDatabase({
      seed: seedDriveFolder,
      seededWhat: `a folder of ${count(FILES_IN_FOLDER)} files`,
      cases: CASES,
    });
    return comparisonResult(comparisons, {
      name: (caseLabel, databaseLabel) =>
        `Creative Hub list-items, ${caseLabel}, folder of ${count(FILES_IN_FOLDER)} files: ${databaseLabel}`,
      aim: 'aim: within 1.5x of the same SQL',
    });
  },
};
