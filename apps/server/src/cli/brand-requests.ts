import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { listBrandRequests, type BrandRequestListing } from '../modules/discover/index.ts';

/** One line per request, in columns: when (UTC), the brand, its URL, who asked. */
function brandRequestTable(requests: readonly BrandRequestListing[]): string {
  const rows = [
    ['Requested (UTC)', 'Brand', 'URL', 'Requested by'],
    ...requests.map((request) => [
      request.createdAt.toISOString().slice(0, 16).replace('T', ' '),
      request.name,
      request.url,
      request.requestedBy ?? '(account deleted)',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `node scripts/start.mjs brand-requests`: the brands people asked the Discover library to add, newest first. */
async function printBrandRequests(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const requests = await listBrandRequests(database.db);
    console.log(requests.length === 0 ? 'No brand requests yet.' : brandRequestTable(requests));
  } finally {
    await database.close();
  }
}

printBrandRequests().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
