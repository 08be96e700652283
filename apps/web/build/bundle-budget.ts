import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The first screen's JavaScript may weigh this much, gzipped (issue: analytics screens, "Performance"). */
export const FIRST_SCREEN_BUDGET_BYTES = 350 * 1024;

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

/** Prints what the first screen loads and fails the build when it weighs more than the budget. */
export function bundleBudget(options: { firstPage: RegExp; budgetBytes?: number }): Plugin {
  const budget = options.budgetBytes ?? FIRST_SCREEN_BUDGET_BYTES;
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
      const loaded = firstScreenChunks(chunks, options.firstPage).sort((a, b) => b.gzipBytes - a.gzipBytes);
      const total = loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      const lines = loaded.map((chunk) => `  ${kilobytes(chunk.gzipBytes).padStart(10)}  ${chunk.fileName}`);
      this.info(
        `first screen JavaScript: ${kilobytes(total)} gzipped of a ${kilobytes(budget)} budget\n${lines.join('\n')}`,
      );
      if (total > budget) {
        this.error(
          `The first screen's JavaScript is ${kilobytes(total)} gzipped, over the ${kilobytes(budget)} budget. ` +
            'Load the heavy parts lazily (a route of their own or a dynamic import).',
        );
      }
    },
  };
}
