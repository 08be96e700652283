import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatResult, type Benchmark } from './harness.ts';

/**
 * Runs every `benchmarks/*.bench.ts` (or those whose name contains the first argument) and prints ratios; a long
 * one (the soak) runs only when named.
 */
const filter = process.argv[2];
const dir = path.join(import.meta.dirname, 'benchmarks');
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !filter || file.includes(filter))
  .sort();

for (const file of files) {
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    benchmark: Benchmark & { onlyWhenNamed?: boolean };
  };
  if (module.benchmark.onlyWhenNamed && !filter) {
    console.log(
      `\n> ${module.benchmark.name}: left out of a full run; \`npm run bench -- ${file.split('.')[0]}\` runs it`,
    );
    continue;
  }
  console.log(`\n> ${module.benchmark.name}`);
  const result = await module.benchmark.run();
  console.log(formatResult(result));
}
process.exit(0);
