import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS } from '../low-priority.ts';
import type { ImageRecipe } from './image-recipe.ts';
import {
  interactiveRenderProcess,
  readImageHeader,
  renderImage,
  renderProcessEntry,
  sharedRenderProcess,
} from './render-images.ts';
import { RenderProcess } from './render-process.ts';

const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
  `<rect width="${width}" height="${height}" fill="#5c63f2"/><text x="20" y="60" font-size="40">Hookline</text></svg>`;

const pngOf = (width: number, height: number): ImageRecipe => ({
  source: { svg: svg(width, height) },
  outputs: [{ encoding: { format: 'png' } }],
});

/** Waits until the process `pid` is gone. */
async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the render process', { timeout: 60_000 }, () => {
  const renderer = new RenderProcess({
    entry: renderProcessEntry(),
    niceness: BACKGROUND_NICENESS,
    timeoutMs: 30_000,
    idleMs: 30_000,
  });
  afterAll(() => renderer.close());

  it('renders in a child process below the server’s priority, and in a new one after it is killed', async () => {
    const first = await renderer.run(pngOf(320, 200));
    expect(await sharp(first.outputs[0]!.bytes).metadata()).toMatchObject({ format: 'png', width: 320 });
    const pid = renderer.pid!;
    expect(pid).not.toBe(process.pid);
    expect(getPriority(pid)).toBe(BACKGROUND_NICENESS);

    process.kill(pid, 'SIGKILL');
    await gone(pid);
    const second = await renderer.run(pngOf(200, 100));
    expect(second.outputs[0]!.width).toBe(200);
    expect(renderer.pid).toBeDefined();
    expect(renderer.pid).not.toBe(pid);
    expect(getPriority(renderer.pid)).toBe(BACKGROUND_NICENESS);
  });

  it('finishes a render whose process is killed under it, in the next process', async () => {
    await renderer.run(pngOf(10, 10));
    const pid = renderer.pid!;
    const made = renderer.run(pngOf(2400, 2400));
    process.kill(pid, 'SIGKILL');
    expect((await made).outputs[0]!.width).toBe(2400);
    expect(renderer.pid).not.toBe(pid);
  });

  it('makes several outputs from one source, one from another, and answers the source’s size', async () => {
    const made = await renderer.run({
      source: { svg: svg(800, 600) },
      outputs: [
        { encoding: { format: 'png', compressionLevel: 1 }, intermediate: true },
        {
          from: 0,
          steps: [{ extractCentre: { width: 400, height: 300 } }],
          encoding: { format: 'jpeg', quality: 80 },
        },
        { from: 0, steps: [{ resize: { width: 100 } }], encoding: { format: 'webp', quality: 80 } },
      ],
    });
    expect(made.source).toEqual({ width: 800, height: 600 });
    expect(made.outputs[0]!.bytes).toHaveLength(0);
    expect(await sharp(made.outputs[1]!.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 300,
    });
    expect(await sharp(made.outputs[2]!.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 100,
      height: 75,
    });
  });

  it('answers a render that fails with its error, and keeps its process', async () => {
    await renderer.run(pngOf(10, 10));
    const pid = renderer.pid;
    await expect(
      renderer.run({
        source: { bytes: Buffer.from('not an image') },
        outputs: [{ encoding: { format: 'png' } }],
      }),
    ).rejects.toThrow(/unsupported image format/i);
    expect(renderer.pid).toBe(pid);
  });

  it('stops its process when closed', async () => {
    await renderer.run(pngOf(10, 10));
    const pid = renderer.pid!;
    await renderer.close();
    await gone(pid);
    expect(renderer.pid).toBeUndefined();
  });

  it('is the process the server’s renders use, started again when it dies', async () => {
    await renderImage({ svg: svg(40, 40) }, { format: 'png' });
    const pid = sharedRenderProcess().pid!;
    expect(getPriority(pid)).toBe(BACKGROUND_NICENESS);
    process.kill(pid, 'SIGKILL');
    await gone(pid);
    const png = await renderImage({ svg: svg(40, 40) }, { format: 'png' });
    expect((await sharp(png).metadata()).width).toBe(40);
    expect(sharedRenderProcess().pid).not.toBe(pid);
  });

  it('reads and shrinks what a person waits for in another process, at the server’s own priority', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e8cc8' } })
      .withMetadata({ orientation: 6 })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(await readImageHeader({ bytes: photo, limitInputPixels: false }, 'now')).toEqual({
      format: 'jpeg',
      width: 900,
      height: 600,
      isProgressive: true,
      orientation: 6,
    });
    const pid = interactiveRenderProcess().pid!;
    expect(pid).not.toBe(sharedRenderProcess().pid);
    expect(getPriority(pid)).toBe(getPriority());
    const square = await renderImage(
      { bytes: photo },
      { format: 'png' },
      [{ autoOrient: true }, { resize: { width: 300, height: 300, fit: 'cover' } }],
      'now',
    );
    expect(await sharp(square).metadata()).toMatchObject({ format: 'png', width: 300, height: 300 });
    await expect(
      readImageHeader({ bytes: photo, limitInputPixels: false }, 'background'),
    ).resolves.toMatchObject({ width: 900 });
    await expect(
      renderImage({ bytes: photo, limitInputPixels: 1000 }, { format: 'png' }, [], 'now'),
    ).rejects.toThrow(/pixel limit/);
  });

  it('runs the built bundle beside the server’s own in a build', () => {
    expect(renderProcessEntry('file:///srv/hookline/apps/server/dist/main.js')).toEqual({
      file: '/srv/hookline/apps/server/dist/render-process.js',
      execArgv: ['--enable-source-maps'],
    });
  });
});
