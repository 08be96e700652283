import path from 'node:path';
import { lastLogLine, runFfmpeg } from '../../../../platform/media/ffmpeg-run.ts';
import type { ImageOutput } from '../../../../platform/media/render-child/image-recipe.ts';
import { renderImage, renderImages } from '../../../../platform/media/render-child/render-images.ts';
import { adImageSvg, type AdImageDesign } from './ad-image-svg.ts';
import { logoSvg, type LogoStyle } from './logo-svg.ts';
import { synthesizeSpeech } from './speech.ts';
import { videoSceneSvgs, type VideoScenesInput } from './video-scenes.ts';
import type { BrandColours, BrandType } from '../catalogue/catalogue-types.ts';

/*
 * Turning the generated designs into files: JPEG stills and thumbnails, PNG logos, H.264 + AAC videos. The SVG
 * is drawn here; the render process rasterises and encodes it, and ffmpeg runs below the server's priority.
 */

export const JPEG_QUALITY = 80;
export const THUMBNAIL_WIDTH = 480;

/** An ad's image and its thumbnail, as JPEG. */
export async function renderAdImage(design: AdImageDesign): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const { outputs } = await renderImages({
    source: { svg: adImageSvg(design) },
    outputs: [
      { encoding: { format: 'jpeg', quality: JPEG_QUALITY } },
      { from: 0, steps: [{ resize: { width: THUMBNAIL_WIDTH } }], encoding: { format: 'jpeg', quality: 76 } },
    ],
  });
  return { image: outputs[0]!.bytes, thumbnail: outputs[1]!.bytes };
}

export async function renderLogo(input: {
  name: string;
  colours: BrandColours;
  type: BrandType;
  style: LogoStyle;
}): Promise<Buffer> {
  return renderImage({ svg: logoSvg(input) }, { format: 'png', compressionLevel: 9 });
}

/** The poster, made from a scene's PNG still (output `still` of the same recipe): its centre at the video's size. */
function posterOutput(still: number, scenes: VideoScenesInput): ImageOutput {
  return {
    from: still,
    steps: [{ extractCentre: { width: scenes.width, height: scenes.height } }],
    encoding: { format: 'jpeg', quality: JPEG_QUALITY },
  };
}

/** A video's first frame, as a JPEG: the hook scene, centred, at the video's size. */
export async function renderVideoPoster(scenes: VideoScenesInput): Promise<Buffer> {
  const [hook] = videoSceneSvgs(scenes);
  const { outputs } = await renderImages({
    source: { svg: hook },
    outputs: [{ encoding: { format: 'png' }, intermediate: true }, posterOutput(0, scenes)],
  });
  return outputs[1]!.bytes;
}

export interface VoiceOver {
  espeakPath: string;
  text: string;
  voice: string;
}

/** How each scene pans: from the centre towards a corner, so the stills move like footage. */
const PANS = [
  { x: '(iw-ow)/2*(1+t/D)', y: '(ih-oh)/2*(1+t/D)' },
  { x: '(iw-ow)*(1-t/D)', y: '(ih-oh)/2' },
  { x: '(iw-ow)/2', y: '(ih-oh)*(1-t/D)/2+(ih-oh)/4' },
] as const;
/** Each scene's share of the video. */
const SCENE_SHARES = [0.38, 0.32, 0.3] as const;

/**
 * The video at `file` (H.264 high profile and AAC in MP4, moov atom first so browsers play it while it loads)
 * and its poster. With a voice-over, the spoken line is its audio; without one, a silent track. ffmpeg runs on
 * one thread so a render never takes more than one core.
 */
export async function renderVideo(input: {
  ffmpegPath: string;
  scenes: VideoScenesInput;
  durationMs: number;
  voiceOver: VoiceOver | undefined;
  workDir: string;
  file: string;
}): Promise<{ poster: Buffer; spoken: boolean }> {
  const { scenes, workDir } = input;
  const stills = videoSceneSvgs(scenes);
  const files: string[] = [];
  let poster: Buffer | undefined;
  for (const [index, svg] of stills.entries()) {
    const file = path.join(workDir, `scene-${index}.jpg`);
    const { outputs } = await renderImages({
      source: { svg },
      outputs: [
        { encoding: { format: 'png', compressionLevel: 1 }, intermediate: true },
        { from: 0, encoding: { format: 'jpeg', quality: 92 }, file },
        // The hook scene's still is the poster too.
        ...(index === 0 ? [posterOutput(0, scenes)] : []),
      ],
    });
    if (index === 0) poster = outputs[2]!.bytes;
    files.push(file);
  }
  const seconds = input.durationMs / 1000;
  let voiceFile: string | undefined;
  if (input.voiceOver) {
    const words = input.voiceOver.text.split(/\s+/).length;
    const wordsPerMinute = Math.min(230, Math.max(150, (words / Math.max(1, seconds - 0.9)) * 60));
    const file = path.join(workDir, 'voice.wav');
    const spoken = await synthesizeSpeech({ ...input.voiceOver, wordsPerMinute, file });
    if (spoken) voiceFile = file;
  }
  const durations = SCENE_SHARES.map((share) => Number((seconds * share).toFixed(3)));
  durations[2] = Number((seconds - durations[0]! - durations[1]!).toFixed(3));
  const [w, h] = [scenes.width, scenes.height];
  const chains = files
    .map((_, i) => {
      const pan = PANS[i]!;
      const d = String(durations[i]);
      return `[${i}:v]crop=${w}:${h}:'${pan.x.replaceAll('D', d)}':'${pan.y.replaceAll('D', d)}',setsar=1[s${i}]`;
    })
    .join(';');
  const audioInput = voiceFile
    ? ['-i', voiceFile]
    : ['-f', 'lavfi', '-t', String(seconds), '-i', 'anullsrc=channel_layout=mono:sample_rate=44100'];
  const audioChain = `[3:a]aresample=44100,apad,atrim=0:${seconds},asetpts=N/SR/TB[a]`;
  const { code, stderr } = await runFfmpeg(
    input.ffmpegPath,
    [
      '-y',
      ...['-filter_threads', '1', '-filter_complex_threads', '1'],
      ...files.flatMap((file, i) => [
        '-loop',
        '1',
        '-framerate',
        '24',
        '-t',
        String(durations[i]),
        '-i',
        file,
      ]),
      ...audioInput,
      ...['-filter_complex', `${chains};[s0][s1][s2]concat=n=3:v=1:a=0,format=yuv420p[v];${audioChain}`],
      ...['-map', '[v]', '-map', '[a]', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-profile:v', 'high', '-threads', '1'],
      ...['-x264-params', 'threads=1:lookahead-threads=1', '-g', '48'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-movflags', '+faststart', input.file],
    ],
    { timeoutMs: 120_000 },
  );
  if (code !== 0) throw new Error(`ffmpeg could not make a video: ${lastLogLine(stderr)}`);
  return { poster: poster!, spoken: voiceFile !== undefined };
}
