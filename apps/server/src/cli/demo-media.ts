import path from 'node:path';
import { resolveFfmpegPath } from '../platform/media/ffmpeg-binary.ts';
import { runFfmpeg } from '../platform/media/ffmpeg-run.ts';
import { renderImages } from '../platform/media/render-child/render-images.ts';

/*
 * Sample creatives for the demo workspace, made on this machine at seed time: ad-like statics drawn as SVG
 * and rendered in the render process, and short vertical videos cut by ffmpeg from slides made the same way.
 */

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export interface SlideDesign {
  width: number;
  height: number;
  /** Two colours of the background gradient. */
  background: [string, string];
  accent: string;
  headline: string;
  subline: string;
  cta?: string;
  /** A small line above the headline (brand, offer). */
  kicker?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Splits a headline into lines of at most `perLine` characters, at word boundaries. */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

function slideSvg(design: SlideDesign): string {
  const { width: w, height: h } = design;
  const unit = Math.min(w, h) / 100;
  const headlineSize = unit * 11;
  const lines = wrap(design.headline, Math.max(8, Math.floor(w / (headlineSize * 0.62))));
  const top = h * 0.32;
  const headline = lines
    .map(
      (line, index) =>
        `<text x="${w * 0.08}" y="${top + index * headlineSize * 1.12}" font-size="${headlineSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const afterHeadline = top + lines.length * headlineSize * 1.12;
  const cta = design.cta
    ? `<rect x="${w * 0.08}" y="${h * 0.8}" rx="${unit * 4}" width="${unit * 40}" height="${unit * 11}" fill="#ffffff"/>
       <text x="${w * 0.08 + unit * 20}" y="${h * 0.8 + unit * 7.4}" font-size="${unit * 4.6}" font-weight="700" fill="${design.accent}" text-anchor="middle">${escapeXml(design.cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="${FONT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${design.background[0]}"/><stop offset="1" stop-color="${design.background[1]}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w * 0.86}" cy="${h * 0.14}" r="${unit * 26}" fill="#ffffff" fill-opacity="0.14"/>
    <circle cx="${w * 0.95}" cy="${h * 0.72}" r="${unit * 14}" fill="${design.accent}" fill-opacity="0.35"/>
    <text x="${w * 0.08}" y="${h * 0.14}" font-size="${unit * 4.2}" font-weight="700" letter-spacing="${unit * 0.6}" fill="#ffffff" fill-opacity="0.9">NORTHWIND</text>
    ${design.kicker ? `<text x="${w * 0.08}" y="${top - headlineSize * 1.1}" font-size="${unit * 4.4}" fill="#ffffff" fill-opacity="0.85">${escapeXml(design.kicker)}</text>` : ''}
    ${headline}
    <text x="${w * 0.08}" y="${afterHeadline + unit * 3}" font-size="${unit * 5}" fill="#ffffff" fill-opacity="0.92">${escapeXml(design.subline)}</text>
    ${cta}
  </svg>`;
}

/** A static ad as a PNG or JPEG file at `file`. */
export async function renderStatic(design: SlideDesign, file: string): Promise<void> {
  await renderImages({
    source: { svg: slideSvg(design) },
    outputs: [
      { encoding: file.endsWith('.png') ? { format: 'png' } : { format: 'jpeg', quality: 88 }, file },
    ],
  });
}

/**
 * A short video of `slides`, each held `secondsEach` with a fade, and a silent audio track, as MP4 (or MOV)
 * at `file`. Undefined when this machine has no ffmpeg.
 */
export async function renderSlideVideo(input: {
  slides: SlideDesign[];
  secondsEach: number;
  file: string;
  workDir: string;
}): Promise<string | undefined> {
  const ffmpeg = resolveFfmpegPath();
  if (!ffmpeg) return undefined;
  const frames: string[] = [];
  for (const [index, slide] of input.slides.entries()) {
    const frame = path.join(input.workDir, `${path.basename(input.file)}-slide-${index}.png`);
    await renderStatic(slide, frame);
    frames.push(frame);
  }
  const seconds = input.secondsEach;
  const fadeOut = (seconds - 0.35).toFixed(2);
  const chains = frames
    .map((_, i) => `[${i}:v]fps=30,fade=t=in:st=0:d=0.35,fade=t=out:st=${fadeOut}:d=0.35[s${i}]`)
    .join(';');
  const concat = `${frames.map((_, i) => `[s${i}]`).join('')}concat=n=${frames.length}:v=1:a=0,format=yuv420p[v]`;
  const total = (seconds * frames.length).toFixed(2);
  const { code, stderr } = await runFfmpeg(
    ffmpeg,
    [
      '-y',
      ...frames.flatMap((frame) => ['-loop', '1', '-t', String(seconds), '-i', frame]),
      ...['-f', 'lavfi', '-t', total, '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'],
      ...['-filter_complex', `${chains};${concat}`, '-map', '[v]', '-map', `${frames.length}:a`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '27', '-c:a', 'aac', '-b:a', '64k'],
      ...['-shortest', '-movflags', '+faststart', input.file],
    ],
    { timeoutMs: 120_000, heavy: true },
  );
  if (code !== 0) {
    throw new Error(`ffmpeg could not make ${path.basename(input.file)}: ${stderr.slice(-400)}`);
  }
  return input.file;
}
