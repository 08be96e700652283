import { runFfmpeg } from './ffmpeg-run.ts';

/** What `ffmpeg -i` says about a file: read from its log, since ffprobe may not be installed. */
export interface VideoFacts {
  /** Null when the container doesn't say (some WEBM recordings). */
  durationMs: number | null;
  /** As displayed: a phone video turned by 90 degrees swaps its coded width and height. */
  width: number | null;
  height: number | null;
  /** Frames a second of the first video stream, as declared (29.97 as 30000/1001); null when it doesn't say. */
  frameRate: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

const DURATION = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
/** The first video stream's line; its size is the first `WxH` after the codec, before any `[SAR`. */
const VIDEO_STREAM = /Stream #\d+:\d+[^\n]*?: Video: ([^\n]*)/;
const SIZE = /(?:^|[\s,])(\d{2,5})x(\d{2,5})(?=[\s,[]|$)/;
/** `25 fps`, `23.98 fps`, `1k fps`; a stream without `fps` still says its `tbr`. */
const RATE = (unit: 'fps' | 'tbr') => new RegExp(`(?:^|,)\\s*(\\d+(?:\\.\\d+)?)(k?) ${unit}(?=,|$)`);
const ROTATION = /(?:displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees|rotate\s*:\s*(-?\d+))/;

/** The NTSC rates ffmpeg's log rounds to two decimals (23.98), restored to the exact fractions. */
const NTSC_RATES = [24, 30, 48, 60, 120].map((whole) => (whole * 1000) / 1001);

function frameRateOf(streamLine: string): number | null {
  const match = RATE('fps').exec(streamLine) ?? RATE('tbr').exec(streamLine);
  if (!match) return null;
  const rate = Number(match[1]) * (match[2] === 'k' ? 1000 : 1);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  return NTSC_RATES.find((exact) => Math.abs(exact - rate) < 0.006) ?? rate;
}

export function parseFfmpegInfo(log: string): VideoFacts {
  const duration = DURATION.exec(log);
  const durationMs = duration
    ? Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000)
    : null;
  const video = VIDEO_STREAM.exec(log);
  const streamLine = video?.[1] ?? '';
  const size = video ? SIZE.exec(streamLine) : null;
  let width = size ? Number(size[1]) : null;
  let height = size ? Number(size[2]) : null;
  // The rotation belongs to the video stream: look only after its line.
  const afterVideo = video ? log.slice(video.index) : '';
  const rotation = ROTATION.exec(afterVideo);
  const degrees = rotation ? Math.abs(Number(rotation[1] ?? rotation[2])) % 180 : 0;
  if (degrees === 90 && width !== null && height !== null) [width, height] = [height, width];
  return {
    durationMs,
    width,
    height,
    frameRate: video ? frameRateOf(streamLine) : null,
    hasVideo: video !== null,
    hasAudio: /Stream #\d+:\d+[^\n]*?: Audio: /.test(log),
  };
}

/** Reading a file's header: quick whatever the file, since nothing is decoded. */
export const PROBE_TIMEOUT_MS = 30_000;

/** What the file's header declares, read by `ffmpeg -i` in the turn of `owner` (an organisation). */
export async function probeMedia(
  ffmpegPath: string,
  input: string,
  options: { owner?: string } = {},
): Promise<VideoFacts> {
  const { stderr } = await runFfmpeg(ffmpegPath, ['-i', input], { timeoutMs: PROBE_TIMEOUT_MS, ...options });
  return parseFfmpegInfo(stderr);
}
