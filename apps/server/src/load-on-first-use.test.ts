import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../build.mjs';

/**
 * Packages a server may never need, loaded at their first use (platform/load-on-first-use.ts): PGlite and
 * its Drizzle driver are of no use to a server on PostgreSQL.
 */
const LOADED_ON_FIRST_USE = [
  'stripe',
  'nodemailer',
  '@modelcontextprotocol/sdk/server/mcp.js',
  '@modelcontextprotocol/sdk/server/streamableHttp.js',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@tus/s3-store',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
];

/** The server's own imports of packages, as its bundle makes them. */
async function importsOfTheServer() {
  const serverDir = path.resolve(import.meta.dirname, '..');
  const result = await buildServer({
    entryPoints: [{ in: path.join(serverDir, 'src/main.ts'), out: 'main' }],
    write: false,
    metafile: true,
    sourcemap: false,
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.imports);
}

describe("the server's bundle", () => {
  it('imports the packages a server may never need only dynamically, at their first use', async () => {
    const imports = await importsOfTheServer();
    const named = imports.filter((entry) => LOADED_ON_FIRST_USE.includes(entry.path));
    expect(named.map((entry) => entry.path).sort()).toEqual([...LOADED_ON_FIRST_USE].sort());
    expect(named.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
  }, 60_000);

  it('holds no image decoder: its render processes read and draw every image', async () => {
    const imports = await importsOfTheServer();
    expect(imports.filter((entry) => entry.path === 'sharp' || entry.path.startsWith('sharp/'))).toEqual([]);
  }, 60_000);
});
