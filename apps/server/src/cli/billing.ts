import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { runBillingCommand } from '../modules/billing/index.ts';

/**
 * `node scripts/start.mjs billing plans|account|licences ...`: change pricing plans without a deploy, set an
 * organisation's billing flags, issue lifetime-deal licence codes.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const outcome = await runBillingCommand(database.db, process.argv.slice(2));
    (outcome.code === 0 ? console.log : console.error)(outcome.output);
    return outcome.code;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
