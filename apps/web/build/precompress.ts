import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser downloads (source maps are fetched by developer tools only). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the encoding headers cost about what compression saves. */
export const MIN_BYTES = 1024;

/** Whether a built file gets .br and .gz siblings. */
export function isCompressible(file: string, bytes: number): boolean {
  return COMPRESSIBLE.test(file) && bytes >= MIN_BYTES;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside `file`, each only when it is smaller. */
export function precompressFile(file: string): { br: number | null; gz: number | null } {
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  const written = { br: null as number | null, gz: null as number | null };
  if (br.length < source.length) {
    writeFileSync(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length < source.length) {
    writeFileSync(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

/**
 * Brotli and gzip copies of the built text assets, made once at build time so the server sends them
 * without compressing on every request (the server's static files use them by Accept-Encoding).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hookline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (isCompressible(file, statSync(file).size)) precompressFile(file);
      }
    },
  };
}
