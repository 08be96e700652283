import { TEMPLATE_RENDER_PIXELS, TEMPLATE_RENDER_SIZES } from '@hookline/domain';
import sharp from 'sharp';
import {
  hooklineLibrary,
  renderDesignPng,
  renderDesignSvg,
} from '../../apps/server/src/modules/templates/library/index.ts';
import type { Benchmark } from '../harness.ts';

const ROUNDS = 9;

/** Runs `a` and `b` by turns, `rounds` times each, so that load from elsewhere weighs on both alike. */
async function medianMsByTurns(
  rounds: number,
  a: () => Promise<void>,
  b: () => Promise<void>,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, run] of [a, b].entries()) {
      const started = performance.now();
      await run();
      times[index]!.push(performance.now() - started);
    }
  }
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? 0;
  return [median(times[0]), median(times[1])];
}

/**
 * "Make it yours" renders one template at 4:5, 9:16 and 1:1 with a brand's product image. Through the library
 * (fit the texts, draw the layout, embed the image, rasterise) it should cost little more than sharp
 * rasterising the very same three SVG strings, prepared beforehand.
 */
export const benchmark: Benchmark = {
  name: 'Ad template rendered at the three sizes with a product image, median time',
  async run() {
    const design = hooklineLibrary().find((candidate) => candidate.key.startsWith('hero-'))!;
    const product = await sharp({
      create: { width: 1200, height: 1200, channels: 4, background: { r: 200, g: 80, b: 90, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const sizes = TEMPLATE_RENDER_SIZES.map((size) => TEMPLATE_RENDER_PIXELS[size]);
    const fields = { headline: 'Your brand, in every size', cta: 'Shop now', product: { image: product } };
    const svgs = sizes.map((size) => Buffer.from(renderDesignSvg({ design, fields, ...size })));

    const library = async () => {
      for (const size of sizes) await renderDesignPng({ design, fields, ...size }, 'now');
    };
    const direct = async () => {
      for (const svg of svgs) await sharp(svg).png().toBuffer();
    };
    await library();
    await direct();
    const [hookline, baseline] = await medianMsByTurns(ROUNDS, library, direct);
    return {
      name: this.name,
      unit: 'ms',
      hookline,
      baseline,
      baselineName: 'sharp rendering the same three SVG strings directly',
      lowerIsBetter: true,
      notes: `${design.key}; 4:5, 9:16 and 1:1 one after another; median of ${ROUNDS}, the two taking turns`,
    };
  },
};
