import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '../../apps/server/src/platform/media/ffmpeg-binary.ts';
import {
  findPocketsphinx,
  transcribeWithPocketsphinx,
} from '../../apps/server/src/platform/transcription/pocketsphinx-runner.ts';
import { extractSpeechAudio } from '../../apps/server/src/platform/transcription/speech-audio.ts';

/*
 * Word error rate of the offline transcription engines on spoken ad voice-overs: espeak-ng speaks each
 * sentence (several voices and speeds, 5 to 15 s), the project's own audio extraction makes the 16 kHz WAV,
 * and each engine transcribes it. Clips without intelligible English (German, a tone, speech backwards,
 * noise) show the confidence an engine gives to what it can't hear.
 *
 *   npx tsx bench/transcription/word-error-rate.ts
 */

const SENTENCES = [
  'Introducing the new running shoe that keeps you light on your feet from the first mile to the last',
  'Our summer sale starts today with free shipping on every order',
  'Save twenty percent on all skin care this weekend only at your nearest store or online',
  'Fresh coffee delivered to your door every morning so you never run out again',
  'Try our family meal deal with two large pizzas and a bottle of soda for one low price',
  'Book your next holiday with us and get a free upgrade on flights and hotels across Europe',
  'Sign up today and your first month of music streaming is completely free',
  'Clean energy for your home with solar panels installed in a single day',
];

const VOICES = [
  { voice: 'en-us', speed: 160 },
  { voice: 'en-us+klatt2', speed: 150 },
  { voice: 'en-gb', speed: 170 },
  { voice: 'en-us+f3', speed: 175 },
];

/** Sound an engine should not make words of. */
const UNINTELLIGIBLE: Array<{ name: string; make: (dir: string, wav: string) => void }> = [
  {
    name: 'German speech',
    make: (_dir, wav) =>
      espeak([
        '-v',
        'de',
        '-s',
        '160',
        '-w',
        wav,
        'Heute beginnt unser großer Sommerschlussverkauf in allen Filialen',
      ]),
  },
  {
    name: 'speech backwards',
    make: (dir, wav) => {
      const forward = path.join(dir, 'forward.wav');
      espeak(['-v', 'en-us', '-s', '160', '-w', forward, SENTENCES[1]!]);
      ffmpeg(['-i', forward, '-af', 'areverse', wav]);
    },
  },
  {
    name: 'a tone',
    make: (_dir, wav) => ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6', wav]),
  },
  {
    name: 'noise',
    make: (_dir, wav) => ffmpeg(['-f', 'lavfi', '-i', 'anoisesrc=color=pink:duration=6:amplitude=0.3', wav]),
  },
];

/** The engines measured: pocketsphinx 0.8 (Debian 12) with its defaults and with other settings. */
const ENGINES: Array<{ name: string; settings: string[] }> = [
  { name: 'pocketsphinx, Debian defaults', settings: [] },
  {
    name: 'pocketsphinx, one pass (-fwdflat no -bestpath no)',
    settings: ['-fwdflat', 'no', '-bestpath', 'no'],
  },
  { name: 'pocketsphinx, no noise removal', settings: ['-remove_noise', 'no'] },
  {
    name: 'pocketsphinx, lighter language model (-lw 4)',
    settings: ['-lw', '4', '-fwdflatlw', '5', '-bestpathlw', '6'],
  },
  {
    name: 'pocketsphinx, heavier language model (-lw 10)',
    settings: ['-lw', '10', '-fwdflatlw', '10', '-bestpathlw', '10'],
  },
  {
    name: 'pocketsphinx, wide beams (-beam 1e-80, -topn 8)',
    settings: ['-beam', '1e-80', '-pbeam', '1e-80', '-wbeam', '1e-60', '-maxhmmpf', '-1', '-topn', '8'],
  },
];

function espeak(args: string[]) {
  execFileSync('espeak-ng', args);
}

function ffmpeg(args: string[]) {
  execFileSync(resolveFfmpegPath()!, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);

/** Word error rate: the fewest substitutions, deletions and insertions, over the reference's words. */
export function wordErrorRate(reference: string, hypothesis: string): { errors: number; words: number } {
  const ref = words(reference);
  const hyp = words(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, index) => index);
  for (let i = 1; i <= ref.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      row.push(Math.min(substitution, previous[j]! + 1, row[j - 1]! + 1));
    }
    previous = row;
  }
  return { errors: previous[hyp.length]!, words: ref.length };
}

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

async function main() {
  const probe = findPocketsphinx();
  const ffmpegPath = resolveFfmpegPath();
  if (!probe.found || !ffmpegPath) {
    throw new Error('Needs ffmpeg, espeak-ng, pocketsphinx and pocketsphinx-en-us (apt-get install -y ...)');
  }
  const only = process.argv[2];
  const engines = ENGINES.filter((engine) => !only || engine.name.includes(only));
  const dir = mkdtempSync(path.join(tmpdir(), 'hookline-wer-'));
  try {
    const spoken = await Promise.all(
      SENTENCES.map(async (sentence, index) => {
        const { voice, speed } = VOICES[index % VOICES.length]!;
        const wav = path.join(dir, `spoken-${index}.wav`);
        espeak(['-v', voice, '-s', String(speed), '-w', wav, sentence]);
        const audioPath = path.join(dir, `spoken-${index}-16k.wav`);
        const { seconds } = await extractSpeechAudio({ ffmpegPath, source: wav, output: audioPath });
        return { sentence, voice: `${voice} at ${speed} wpm`, audioPath, seconds };
      }),
    );
    const noise = await Promise.all(
      UNINTELLIGIBLE.map(async (clip, index) => {
        const wav = path.join(dir, `noise-${index}.wav`);
        clip.make(dir, wav);
        const audioPath = path.join(dir, `noise-${index}-16k.wav`);
        await extractSpeechAudio({ ffmpegPath, source: wav, output: audioPath });
        return { name: clip.name, audioPath };
      }),
    );
    console.log(
      `${spoken.length} spoken clips, ${spoken.map((clip) => clip.seconds.toFixed(1)).join(', ')} s; ` +
        `voices ${VOICES.map((voice) => `${voice.voice} ${voice.speed} wpm`).join(', ')}\n`,
    );
    const rows: string[] = [];
    for (const engine of engines) {
      let errors = 0;
      let total = 0;
      let decodeSeconds = 0;
      const clear: number[] = [];
      for (const clip of spoken) {
        const started = performance.now();
        const transcript = await transcribeWithPocketsphinx(probe.install, {
          audioPath: clip.audioPath,
          settings: engine.settings,
        });
        decodeSeconds += (performance.now() - started) / 1000;
        const wer = wordErrorRate(clip.sentence, transcript.text);
        errors += wer.errors;
        total += wer.words;
        clear.push(transcript.confidence ?? 0);
        console.log(
          `  [${engine.name}] ${clip.voice}: WER ${percent(wer.errors / wer.words)}, confidence ` +
            `${(transcript.confidence ?? 0).toFixed(2)}: "${transcript.text}"`,
        );
      }
      const unclear: number[] = [];
      for (const clip of noise) {
        const transcript = await transcribeWithPocketsphinx(probe.install, {
          audioPath: clip.audioPath,
          settings: engine.settings,
        });
        unclear.push(transcript.confidence ?? 0);
        console.log(
          `  [${engine.name}] ${clip.name}: confidence ${(transcript.confidence ?? 0).toFixed(2)}: "${transcript.text}"`,
        );
      }
      const speechSeconds = spoken.reduce((sum, clip) => sum + clip.seconds, 0);
      rows.push(
        `| ${engine.name} | ${percent(errors / total)} | ` +
          `${Math.min(...clear).toFixed(2)}–${Math.max(...clear).toFixed(2)} | ` +
          `${Math.min(...unclear).toFixed(2)}–${Math.max(...unclear).toFixed(2)} | ` +
          `${(decodeSeconds / speechSeconds).toFixed(2)} |`,
      );
    }
    console.log(
      [
        '',
        '| engine | WER | confidence, speech | confidence, no English | decode s per s of audio |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
