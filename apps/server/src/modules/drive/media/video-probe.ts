/** What `ffmpeg -i` says about a file: read from its log, since ffprobe may not be installed. */
export interface VideoFacts {
  /** Null when the container doesn't say (some WEBM recordings). */
  durationMs: number | null;
  /** As displayed: a phone video turned by 90 degrees swaps its coded width and height. */
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

const DURATION = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
/** The first video stream's line; its size is the first `WxH` after the codec, before any `[SAR`. */
const VIDEO_STREAM = /Stream #\d+:\d+[^\n]*?: Video: ([^\n]*)/;
const SIZE = /(?:^|[\s,])(\d{2,5})x(\d{2,5})(?=[\s,[]|$)/;
const ROTATION = /(?:displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees|rotate\s*:\s*(-?\d+))/;

export function parseFfmpegInfo(log: string): VideoFacts {
  const duration = DURATION.exec(log);
  const durationMs = duration
    ? Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000)
    : null;
  const video = VIDEO_STREAM.exec(log);
  const size = video ? SIZE.exec(video[1] ?? '') : null;
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
    hasVideo: video !== null,
    hasAudio: /Stream #\d+:\d+[^\n]*?: Audio: /.test(log),
  };
}
