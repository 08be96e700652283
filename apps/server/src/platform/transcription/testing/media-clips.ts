import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { resolveFfmpegPath } from '../../media/ffmpeg-binary.ts';

/*
 * Short MP4s for transcription tests, made on the spot: spoken words by espeak-ng, a tone, or no sound at all.
 * A tool that is missing fails the test with the package to install, never a silent pass.
 */

function requiredTool(name: 'espeak-ng' | 'ffmpeg'): string {
  const found = name === 'ffmpeg' ? resolveFfmpegPath() : findOnPath(name);
  if (!found) {
    throw new Error(`${name} is not installed: apt-get install -y ${name} (.ci/run installs it)`);
  }
  return found;
}

function findOnPath(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const ffmpeg = (args: string[]) =>
  execFileSync(requiredTool('ffmpeg'), ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);

/**
 * A video of a blue frame with `sentence` spoken by espeak-ng's US English Klatt voice, the synthetic voice
 * pocketsphinx's model hears best, padded with half a second of silence on each side.
 */
export function makeSpeechClip(dir: string, sentence: string): string {
  const speech = path.join(dir, 'speech.wav');
  execFileSync(requiredTool('espeak-ng'), ['-v', 'en-us+klatt2', '-s', '160', '-w', speech, sentence]);
  const output = path.join(dir, 'speech.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=blue:s=320x240:r=10'],
    ...['-i', speech],
    ...['-filter_complex', '[1:a]adelay=500,apad=pad_dur=0.5[a]', '-map', '0:v', '-map', '[a]'],
    ...['-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', output],
  ]);
  return output;
}

/** A one-second video with a 440 Hz tone in stereo at 44.1 kHz: sound, but no words. */
export function makeToneClip(dir: string): string {
  const output = path.join(dir, 'tone.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=red:s=160x120:r=10:d=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=1'],
    ...['-ac', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', output],
  ]);
  return output;
}

/** A one-second video with no audio track. */
export function makeSilentClip(dir: string): string {
  const output = path.join(dir, 'silent.mp4');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'color=c=green:s=160x120:r=10:d=1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    output,
  ]);
  return output;
}

/** `sentence` spoken by espeak-ng and played backwards: speech-like sound in which no words can be heard. */
export function makeBackwardsSpeechClip(dir: string, sentence: string): string {
  const speech = path.join(dir, 'forward.wav');
  execFileSync(requiredTool('espeak-ng'), ['-v', 'en-us', '-s', '160', '-w', speech, sentence]);
  const output = path.join(dir, 'backwards.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=10'],
    ...['-i', speech],
    ...['-filter_complex', '[1:a]areverse[a]', '-map', '0:v', '-map', '[a]'],
    ...['-shortest', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', output],
  ]);
  return output;
}
