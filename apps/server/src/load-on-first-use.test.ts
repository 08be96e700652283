import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../build.mjs';

/** Packages an idle server never needs, loaded at their first use (platform/load-on-first-use.ts). */
const LOADED_ON_FIRST_USE = [
  'stripe',
  'nodemailer',
  '@modelcontextprotocol/sdk/server/mcp.js',
  '@modelcontextprotocol/sdk/server/streamableHttp.js',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  '@tus/s3-store',
];

describe("the server's bundle", () => {
  it('imports the packages an idle server never needs only dynamically, at their first use', async () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const result = await buildServer({
      entryPoints: [{ in: path.join(serverDir, 'src/main.ts'), out: 'main' }],
      write: false,
      metafile: true,
      sourcemap: false,
    });
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    const named = imports.filter((entry) => LOADED_ON_FIRST_USE.includes(entry.path));
    expect(named.map((entry) => entry.path).sort()).toEqual([...LOADED_ON_FIRST_USE].sort());
    expect(named.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
  }, 60_000);
});
