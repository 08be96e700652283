import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BACKGROUND_NICENESS } from '../low-priority.ts';
import type { ImageEncoding, ImageRecipe, ImageStep, MadeImages } from './image-recipe.ts';
import { RenderProcess, type RenderProcessEntry } from './render-process.ts';

/*
 * Where this process's generated images are rasterised: in one render process below the server's priority,
 * so a request the server answers meanwhile (a search, a report) keeps its core.
 */

/** The file esbuild makes of render-process-main.ts, beside the server's own bundle (apps/server/build.mjs). */
export const RENDER_PROCESS_BUNDLE = 'render-process.js';

/**
 * The render process's program: the bundle next to this one in a build, or its TypeScript source through tsx
 * when this process runs from the sources (tests, benchmarks, `npm run dev`).
 */
export function renderProcessEntry(moduleUrl: string = import.meta.url): RenderProcessEntry {
  if (new URL(moduleUrl).pathname.endsWith('.ts')) {
    const tsx = createRequire(moduleUrl).resolve('tsx');
    return {
      file: fileURLToPath(new URL('./render-process-main.ts', moduleUrl)),
      execArgv: ['--import', pathToFileURL(tsx).href],
    };
  }
  return {
    file: fileURLToPath(new URL(`./${RENDER_PROCESS_BUNDLE}`, moduleUrl)),
    execArgv: ['--enable-source-maps'],
  };
}

let shared: RenderProcess | undefined;

/** This process's render process, made on first use (the process itself starts with the first render). */
export function sharedRenderProcess(): RenderProcess {
  shared ??= new RenderProcess({
    entry: renderProcessEntry(),
    niceness: BACKGROUND_NICENESS,
    timeoutMs: 120_000,
    idleMs: 60_000,
  });
  return shared;
}

/** Makes a recipe's outputs in the render process. */
export function renderImages(recipe: ImageRecipe): Promise<MadeImages> {
  return sharedRenderProcess().run(recipe);
}

/** One image, as bytes: the SVG (or image) rasterised, changed by `steps`, encoded as `encoding`. */
export async function renderImage(
  source: ImageRecipe['source'],
  encoding: ImageEncoding,
  steps?: readonly ImageStep[],
): Promise<Buffer> {
  const { outputs } = await renderImages({ source, outputs: [{ encoding, steps }] });
  return outputs[0]!.bytes;
}
