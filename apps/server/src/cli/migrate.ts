import { ConfigError, loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';

async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind === 'postgres' ? 'PostgreSQL' : config.dbDir}).`);
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
