import sharp, { type Sharp } from 'sharp';
import type {
  ImageHeader,
  ImageOutput,
  ImageRecipe,
  ImageSource,
  ImageStep,
  MadeImages,
} from './image-recipe.ts';

/* Carrying out an image recipe with sharp; the render process runs it, never the server. */

function open(source: ImageSource | Buffer): Sharp {
  if (Buffer.isBuffer(source)) return sharp(source);
  if ('svg' in source) return sharp(Buffer.from(source.svg));
  const limit = source.limitInputPixels === undefined ? {} : { limitInputPixels: source.limitInputPixels };
  if ('bytes' in source) return sharp(source.bytes, limit);
  return sharp(source.file, { animated: false, ...limit });
}

/** What the source's header says, read without decoding its pixels. */
export async function readImageHeader(source: ImageSource): Promise<ImageHeader> {
  const { format, width, height, pageHeight, isProgressive, orientation } = await open(source).metadata();
  return {
    format,
    width,
    height,
    ...(pageHeight === undefined ? {} : { pageHeight }),
    isProgressive: isProgressive === true,
    ...(orientation === undefined ? {} : { orientation }),
  };
}

async function applyStep(image: Sharp, step: ImageStep, input: ImageSource | Buffer): Promise<Sharp> {
  if ('autoOrient' in step) return image.autoOrient();
  if ('resize' in step) return image.resize(step.resize);
  if ('flatten' in step) return image.flatten(step.flatten);
  const { width, height } = await open(input).metadata();
  const { extractCentre: size } = step;
  return image.extract({
    left: Math.floor(((width ?? size.width) - size.width) / 2),
    top: Math.floor(((height ?? size.height) - size.height) / 2),
    width: size.width,
    height: size.height,
  });
}

function encode(image: Sharp, output: ImageOutput): Sharp {
  const { encoding } = output;
  switch (encoding.format) {
    case 'png':
      return encoding.compressionLevel === undefined
        ? image.png()
        : image.png({ compressionLevel: encoding.compressionLevel });
    case 'jpeg':
      return image.jpeg({ quality: encoding.quality });
    case 'webp':
      return image.webp({ quality: encoding.quality });
  }
}

/** Makes each of the recipe's outputs in turn; an output's `from` names an earlier one answered as bytes. */
export async function makeImages(recipe: ImageRecipe): Promise<MadeImages> {
  const { autoOrient } = await open(recipe.source).metadata();
  // Each output's bytes, for a later output made from it; none for an output written to a file.
  const made: (Buffer | undefined)[] = [];
  const outputs: MadeImages['outputs'] = [];
  for (const output of recipe.outputs) {
    const input = output.from === undefined ? recipe.source : made[output.from];
    if (!input) throw new Error(`Output ${output.from} is no earlier output answered as bytes`);
    let image = open(input);
    for (const step of output.steps ?? []) image = await applyStep(image, step, input);
    image = encode(image, output);
    if (output.file !== undefined) {
      const info = await image.toFile(output.file);
      made.push(undefined);
      outputs.push({ bytes: Buffer.alloc(0), width: info.width, height: info.height });
      continue;
    }
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    made.push(data);
    outputs.push({
      bytes: output.intermediate ? Buffer.alloc(0) : data,
      width: info.width,
      height: info.height,
    });
  }
  return { source: { width: autoOrient.width, height: autoOrient.height }, outputs };
}
