import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCompressible, MIN_BYTES, precompressFile } from './precompress.ts';

describe('precompressed build assets', () => {
  it('compresses text assets of a useful size, not images, fonts, maps or tiny files', () => {
    expect(isCompressible('dist/assets/index-abc.js', 40_000)).toBe(true);
    expect(isCompressible('dist/assets/index-abc.css', 9_000)).toBe(true);
    expect(isCompressible('dist/index.html', 2_000)).toBe(true);
    expect(isCompressible('dist/favicon.svg', MIN_BYTES - 1)).toBe(false);
    expect(isCompressible('dist/assets/inter-latin.woff2', 40_000)).toBe(false);
    expect(isCompressible('dist/assets/index-abc.js.map', 400_000)).toBe(false);
    expect(isCompressible('dist/assets/logo.png', 40_000)).toBe(false);
  });

  it('writes brotli and gzip copies that decode to the original', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const file = path.join(dir, 'app.js');
    const source = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(file, source);
    const written = precompressFile(file);
    expect(written.br).toBeLessThan(source.length);
    expect(written.gz).toBeLessThan(source.length);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(source);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(source);
  });

  it('writes no copy that would be larger than the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const file = path.join(dir, 'random.js');
    writeFileSync(file, Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 251)));
    const written = precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(written.br !== null);
    expect(existsSync(`${file}.gz`)).toBe(written.gz !== null);
  });
});
