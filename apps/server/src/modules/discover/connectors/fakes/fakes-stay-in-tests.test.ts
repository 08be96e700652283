import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source files of the server, test files and test support left out. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['fakes', 'test', 'test-support', 'node_modules'].includes(entry.name)
        ? []
        : productionFiles(file);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the fake ad libraries', () => {
  it('are imported by tests only, so no build of the server carries them', () => {
    const serverSource = path.resolve(import.meta.dirname, '../../../..');
    const files = productionFiles(serverSource);
    expect(files.length).toBeGreaterThan(100);
    const importers = files.filter((file) =>
      /from\s+['"][^'"]*connectors\/fakes\/|from\s+['"]\.\.?\/fakes\//.test(readFileSync(file, 'utf8')),
    );
    expect(importers.map((file) => path.relative(serverSource, file))).toEqual([]);
  });
});
