import { createRequire } from 'node:module';
import { getPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BACKGROUND_NICENESS } from '../low-priority.ts';
import type {
  ImageEncoding,
  ImageHeader,
  ImageRecipe,
  ImageSource,
  ImageStep,
  MadeImages,
} from './image-recipe.ts';
import { RenderProcess, type RenderProcessEntry } from './render-process.ts';

/*
 * Where this process's images are read and rasterised: generated ones in a render process below the server's
 * priority, so a request the server answers meanwhile (a search, a report) keeps its core; the pictures a
 * person is waiting for (an upload checked and shrunk, a template's product image) in another at the server's
 * own priority, so that they never queue behind the Discover library's half hour of images. The server itself
 * decodes none.
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
let interactive: RenderProcess | undefined;

/** This process's render process for background work, made on first use (it starts with the first render). */
export function sharedRenderProcess(): RenderProcess {
  shared ??= new RenderProcess({
    entry: renderProcessEntry(),
    niceness: BACKGROUND_NICENESS,
    timeoutMs: 120_000,
    idleMs: 60_000,
    threadsPerImage: 1,
  });
  return shared;
}

/** The render process for images someone is waiting for, at the server's priority; made on first use. */
export function interactiveRenderProcess(): RenderProcess {
  interactive ??= new RenderProcess({
    entry: renderProcessEntry(),
    niceness: getPriority(),
    timeoutMs: 60_000,
    idleMs: 60_000,
  });
  return interactive;
}

/** `background`: generated images nobody waits for; `now`: a person's request waits for it. */
export type RenderPriority = 'background' | 'now';

const processFor = (priority: RenderPriority) =>
  priority === 'now' ? interactiveRenderProcess() : sharedRenderProcess();

/** Makes a recipe's outputs in a render process. */
export function renderImages(
  recipe: ImageRecipe,
  priority: RenderPriority = 'background',
): Promise<MadeImages> {
  return processFor(priority).run(recipe);
}

/** One image, as bytes: the SVG (or image) rasterised, changed by `steps`, encoded as `encoding`. */
export async function renderImage(
  source: ImageRecipe['source'],
  encoding: ImageEncoding,
  steps?: readonly ImageStep[],
  priority: RenderPriority = 'background',
): Promise<Buffer> {
  const { outputs } = await renderImages({ source, outputs: [{ encoding, steps }] }, priority);
  return outputs[0]!.bytes;
}

/** What an image's header says, read in a render process without decoding its pixels. */
export function readImageHeader(source: ImageSource, priority: RenderPriority): Promise<ImageHeader> {
  return processFor(priority).readHeader(source);
}
