import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../platform/context.ts';
import { resolveFfmpegPath } from '../../platform/media/ffmpeg-binary.ts';
import { runFfmpeg } from '../../platform/media/ffmpeg-run.ts';
import { resolveEspeakPath, synthesizeSpeech } from '../discover/index.ts';
import { renderTitleCard } from './title-cards.ts';
import { slideEnd, WELCOME_SLIDES, WELCOME_VIDEO_SECONDS } from './welcome-script.ts';

/** Where the made video is kept in storage; the version changes when the script does. */
export const WELCOME_VIDEO_KEY = 'welcome/welcome-tour-v1.mp4';

const FFMPEG_TIMEOUT_MS = 10 * 60_000;

async function ffmpeg(ffmpegPath: string, args: string[]): Promise<void> {
  const { code, stderr } = await runFfmpeg(ffmpegPath, ['-y', '-loglevel', 'error', ...args], {
    timeoutMs: FFMPEG_TIMEOUT_MS,
    heavy: true,
  });
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.slice(-500)}`);
}

/**
 * Makes the welcome video: one title card a slide at 640x360 and one frame a second, 521 s long, with the
 * narration spoken by espeak-ng where the machine has it (silent otherwise). Answers the MP4's bytes.
 */
export async function makeWelcomeVideo(
  input: { ffmpegPath?: string; espeakPath?: string | null } = {},
): Promise<Buffer> {
  const ffmpegPath = input.ffmpegPath ?? resolveFfmpegPath();
  if (!ffmpegPath) throw new Error('ffmpeg is not installed');
  const espeakPath = input.espeakPath === null ? undefined : (input.espeakPath ?? resolveEspeakPath());
  const dir = await mkdtemp(path.join(tmpdir(), 'hookline-welcome-'));
  try {
    const frames: string[] = [];
    const voices: string[] = [];
    for (const [index, slide] of WELCOME_SLIDES.entries()) {
      const card = path.join(dir, `card-${index}.png`);
      await writeFile(card, await renderTitleCard(slide));
      frames.push(`file '${card}'`, `duration ${slideEnd(index) - slide.start}`);
      if (espeakPath) {
        const spoken = path.join(dir, `voice-${index}.wav`);
        const padded = path.join(dir, `voice-${index}-padded.wav`);
        const ok = await synthesizeSpeech({
          espeakPath,
          text: slide.narration,
          voice: 'en-us',
          wordsPerMinute: 150,
          file: spoken,
        });
        const duration = String(slideEnd(index) - slide.start);
        // Each slide's voice is cut or padded with silence to the slide's length, so the chapters stay in time.
        await ffmpeg(
          ffmpegPath,
          ok
            ? [
                '-i',
                spoken,
                '-af',
                `apad=whole_dur=${duration}`,
                '-t',
                duration,
                '-ar',
                '22050',
                '-ac',
                '1',
                padded,
              ]
            : ['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', duration, padded],
        );
        voices.push(`file '${padded}'`);
      }
    }
    // The concat demuxer holds the last card only if it is named again.
    frames.push(`file '${path.join(dir, `card-${WELCOME_SLIDES.length - 1}.png`)}'`);
    const framesList = path.join(dir, 'frames.txt');
    await writeFile(framesList, `${frames.join('\n')}\n`);
    const output = path.join(dir, 'welcome.mp4');
    const audio = espeakPath ? path.join(dir, 'voices.txt') : undefined;
    if (audio) await writeFile(audio, `${voices.join('\n')}\n`);
    await ffmpeg(ffmpegPath, [
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      framesList,
      ...(audio ? ['-f', 'concat', '-safe', '0', '-i', audio] : []),
      '-vf',
      'fps=1,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-g',
      '5',
      ...(audio ? ['-c:a', 'aac', '-b:a', '32k'] : []),
      '-t',
      String(WELCOME_VIDEO_SECONDS),
      '-movflags',
      '+faststart',
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let making: Promise<void> | undefined;

/**
 * Makes the welcome video into storage unless it is there already (or an outside address is configured);
 * one at a time in this process.
 */
export function ensureWelcomeVideo(context: AppContext): Promise<void> {
  making ??= (async () => {
    if (context.config.welcomeVideoUrl) return;
    if (await context.storage.head(WELCOME_VIDEO_KEY)) return;
    const started = Date.now();
    const video = await makeWelcomeVideo();
    await context.storage.put(WELCOME_VIDEO_KEY, video, 'video/mp4');
    context.log.info({ bytes: video.length, ms: Date.now() - started }, 'welcome video made');
  })().finally(() => {
    making = undefined;
  });
  return making;
}
