import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { runExpertsCommand } from './experts-command.ts';

/** `node scripts/start.mjs experts grant|revoke <email>` and `... experts list`: who may publish an expert profile. */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const outcome = await runExpertsCommand(database.db, process.argv.slice(2));
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
