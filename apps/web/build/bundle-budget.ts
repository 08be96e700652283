import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A first screen and what its JavaScript may weigh, gzipped. */
export interface ScreenBudget {
  name: string;
  /** The lazily loaded modules the screen shows (its page, its layout), besides the entry. */
  pages: RegExp;
  budgetBytes: number;
}

/** What the budget needs to know of a built chunk. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Chunks loaded with it (static imports). */
  imports: readonly string[];
  /** The module a lazily loaded chunk stands for, e.g. `.../LoginPage.tsx`. */
  facadeModuleId: string | null;
}

/** The chunk and every chunk it loads with it, each once. */
function withStaticImports(start: BuiltChunk, byName: ReadonlyMap<string, BuiltChunk>): Set<BuiltChunk> {
  const seen = new Set<BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

/**
 * The chunks a browser downloads for the first screen, the entry and the first page's lazy chunk (the sign-in
 * page), with their gzipped sizes.
 */
export function firstScreenChunks(
  chunks: readonly BuiltChunk[],
  firstPage: RegExp,
): { fileName: string; gzipBytes: number }[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter(
    (chunk) => chunk.isEntry || (chunk.facadeModuleId && firstPage.test(chunk.facadeModuleId)),
  );
  const loaded = new Set<BuiltChunk>();
  for (const start of starts) for (const chunk of withStaticImports(start, byName)) loaded.add(chunk);
  return [...loaded].map((chunk) => ({
    fileName: chunk.fileName,
    gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
  }));
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints what each first screen loads and fails the build when one weighs more than its budget. */
export function bundleBudget(options: { screens: readonly ScreenBudget[] }): Plugin {
  return {
    name: 'hookline-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                code: output.code,
                isEntry: output.isEntry,
                imports: output.imports,
                facadeModuleId: output.facadeModuleId,
              },
            ]
          : [],
      );
      for (const screen of options.screens) {
        const loaded = firstScreenChunks(chunks, screen.pages).sort((a, b) => b.gzipBytes - a.gzipBytes);
        const total = loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
        const largest = loaded
          .slice(0, 6)
          .map((chunk) => `  ${kilobytes(chunk.gzipBytes).padStart(10)}  ${chunk.fileName}`);
        this.info(
          `${screen.name}: ${kilobytes(total)} of JavaScript gzipped, of a ${kilobytes(screen.budgetBytes)} budget ` +
            `(${loaded.length} chunks; the largest:)\n${largest.join('\n')}`,
        );
        if (total > screen.budgetBytes) {
          this.error(
            `${screen.name}: ${kilobytes(total)} of JavaScript gzipped, over its ${kilobytes(screen.budgetBytes)} ` +
              'budget. Load the heavy parts lazily (a route of their own or a dynamic import).',
          );
        }
      }
    },
  };
}
