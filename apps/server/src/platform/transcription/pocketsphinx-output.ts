import type { TranscriptSegment } from './transcript.ts';

/*
 * What pocketsphinx prints, turned into segments. Two generations are in use:
 * - 0.8 ("5prealpha", Debian 12): `pocketsphinx_continuous -time yes` prints, for each stretch of speech it
 *   finds, the hypothesis on one line and then one line per word, `word start end confidence`, from `<s>` to
 *   `</s>`;
 * - 5.x: `pocketsphinx live` prints one JSON object a line per stretch, `{b, d, p, t, w: [{b, d, p, t}]}`
 *   (begin and duration in seconds, probability, text, words).
 */

/** Silence, noise and sentence markers: timing for the decoder, nothing anyone said. */
function isFiller(word: string): boolean {
  return /^<.*>$/.test(word) || /^\[.*\]$/.test(word) || /^\+\+.*\+\+$/.test(word);
}

/** `the(2)` is the dictionary's second pronunciation of `the`. */
const spelling = (word: string) => word.replace(/\(\d+\)$/, '');

interface TimedWord {
  word: string;
  start: number;
  end: number;
  /** The decoder's posterior probability of the word, 0 to 1. */
  probability: number;
}

/** The segments heard, and the decoder's own confidence in them: its mean word probability (null for none). */
export interface DecodedSpeech {
  segments: TranscriptSegment[];
  confidence: number | null;
}

function decoded(segments: TranscriptSegment[], words: readonly TimedWord[]): DecodedSpeech {
  const spoken = words.filter((word) => !isFiller(word.word));
  const confidence =
    spoken.length === 0 ? null : spoken.reduce((sum, word) => sum + word.probability, 0) / spoken.length;
  return { segments, confidence };
}

function segmentOf(words: readonly TimedWord[]): TranscriptSegment | undefined {
  const spoken = words.filter((word) => !isFiller(word.word));
  const first = spoken[0];
  const last = spoken.at(-1);
  if (!first || !last) return undefined;
  return { start: first.start, end: last.end, text: spoken.map((word) => spelling(word.word)).join(' ') };
}

const WORD_LINE = /^(\S+)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)$/;

/** `pocketsphinx_continuous -time yes` (0.8): a segment per utterance, from its `<s>` to its `</s>`. */
export function parseContinuousOutput(stdout: string): DecodedSpeech {
  const segments: TranscriptSegment[] = [];
  const heard: TimedWord[] = [];
  let words: TimedWord[] = [];
  const close = () => {
    const segment = segmentOf(words);
    if (segment) segments.push(segment);
    words = [];
  };
  for (const line of stdout.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    // Hypothesis lines carry no times; the word lines after them say the same with timing.
    if (!match) continue;
    const [, word = '', start = '0', end = '0', probability = '0'] = match;
    if (word === '<s>') close();
    const timed = { word, start: Number(start), end: Number(end), probability: probabilityOf(probability) };
    words.push(timed);
    heard.push(timed);
    if (word === '</s>') close();
  }
  close();
  return decoded(segments, heard);
}

/** 0.8 prints the probability as it is (a little over 1 for a sure filler): kept within 0 and 1. */
const probabilityOf = (value: unknown) =>
  Math.min(1, Math.max(0, typeof value === 'number' ? value : Number(value) || 0));

interface LiveLine {
  b?: unknown;
  d?: unknown;
  p?: unknown;
  t?: unknown;
  w?: unknown;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
/** Begin plus duration, without the float noise of the sum (1.33 + 0.6 is not 1.93). */
const endOf = (begin: number, duration: unknown) => Math.round((begin + numberOr(duration, 0)) * 1000) / 1000;

/** `pocketsphinx live` (5.x): a segment per JSON line, timed by its words when it lists them. */
export function parseLiveOutput(stdout: string): DecodedSpeech {
  const segments: TranscriptSegment[] = [];
  const heard: TimedWord[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    let parsed: LiveLine;
    try {
      parsed = JSON.parse(line) as LiveLine;
    } catch {
      continue;
    }
    const begin = numberOr(parsed.b, 0);
    const words = Array.isArray(parsed.w)
      ? (parsed.w as LiveLine[]).flatMap((word) =>
          typeof word.t === 'string'
            ? [
                {
                  word: word.t,
                  start: numberOr(word.b, begin),
                  end: endOf(numberOr(word.b, begin), word.d),
                  probability: probabilityOf(word.p),
                },
              ]
            : [],
        )
      : [];
    heard.push(
      ...(words.length > 0 || typeof parsed.t !== 'string'
        ? words
        : parsed.t
            .split(/\s+/)
            .filter(Boolean)
            .map((word) => ({ word, start: begin, end: begin, probability: probabilityOf(parsed.p) }))),
    );
    const segment =
      words.length > 0
        ? segmentOf(words)
        : typeof parsed.t === 'string' && parsed.t.trim()
          ? { start: begin, end: endOf(begin, parsed.d), text: parsed.t.trim() }
          : undefined;
    if (segment) segments.push(segment);
  }
  return decoded(segments, heard);
}
