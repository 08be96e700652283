/*
 * What the render process is asked to make: an image's source and the files or bytes to encode from it, as
 * plain data that crosses the process boundary. The SVG is written by the caller (a millisecond); rasterising
 * and encoding it (a few hundred) is the render process's.
 */

/**
 * Where the pixels come from: SVG markup, an encoded image's bytes, or an image file on this machine. Only
 * the first frame of an animation is read; a picture of more pixels than `limitInputPixels` is refused
 * before it is decoded (false: no limit, for reading a header).
 */
export type ImageSource =
  | { svg: string }
  | { bytes: Uint8Array; limitInputPixels?: number | false }
  | { file: string; limitInputPixels?: number | false };

export type ImageStep =
  /** Turns the picture as its EXIF orientation says. */
  | { autoOrient: true }
  | {
      resize: {
        width: number;
        height?: number;
        /** `inside` keeps the whole picture within the box; `cover` fills it, cropping the centre. */
        fit?: 'inside' | 'cover';
        withoutEnlargement?: boolean;
      };
    }
  /** Transparent pixels laid over a solid colour (`#rrggbb`). */
  | { flatten: { background: string } }
  /** The middle `width` x `height` of the picture. */
  | { extractCentre: { width: number; height: number } };

export type ImageEncoding =
  | { format: 'png'; compressionLevel?: number }
  | { format: 'jpeg'; quality: number }
  | { format: 'webp'; quality: number };

export interface ImageOutput {
  /** Made from an earlier output of the recipe (its index), decoded again, rather than from the source. */
  from?: number;
  steps?: readonly ImageStep[];
  encoding: ImageEncoding;
  /** Written to this file rather than answered as bytes. */
  file?: string;
  /** Only a step towards a later output: its bytes are not answered. */
  intermediate?: boolean;
}

export interface ImageRecipe {
  source: ImageSource;
  outputs: readonly ImageOutput[];
}

export interface MadeImage {
  /** The output's bytes; empty when it was written to a file or was intermediate. */
  bytes: Buffer;
  width: number;
  height: number;
}

export interface MadeImages {
  /** The source's size as displayed (after its EXIF orientation). */
  source: { width: number; height: number };
  outputs: MadeImage[];
}

/** What an image's header says; nothing is decoded to read it. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  /** One frame's height in an animation (its frames are stacked); absent for a still. */
  pageHeight?: number;
  /** Interlaced PNG or progressive JPEG: decoded whole rather than in strips. */
  isProgressive: boolean;
  /** EXIF orientation (1 to 8), when the header names one. */
  orientation?: number;
}
