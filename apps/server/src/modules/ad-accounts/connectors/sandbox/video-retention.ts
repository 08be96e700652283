import { between, pick } from './random.ts';

/**
 * How long people keep watching a video: the share of plays still watching at each mark. The
 * curve falls steeply in the first two seconds (the hook), then decays exponentially, so every
 * later mark keeps at most the viewers of an earlier one.
 */
export interface VideoRetention {
  lengthSeconds: number;
  at2s: number;
  at3s: number;
  at6s: number;
  /** ThruPlay: 15 seconds, or the whole video when shorter. */
  thruPlay: number;
  /** 30 seconds, or the whole video when shorter. */
  at30s: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
  p100: number;
  /** Expected seconds watched per play. */
  averageWatchSeconds: number;
}

const LENGTHS = [9, 12, 15, 21, 30, 45, 60] as const;

/** A video's retention curve; a better creative hooks more viewers and keeps them longer. */
export function videoRetention(seed: number, quality: number): VideoRetention {
  const lengthSeconds = pick(seed, 1, LENGTHS);
  const hook = Math.min(0.75, Math.max(0.15, between(seed, 2, 0.3, 0.5) * Math.pow(quality, 0.3)));
  const hold = hook * between(seed, 3, 0.78, 0.9);
  const decay = between(seed, 4, 6, 22) * Math.sqrt(quality);
  const share = (second: number): number => {
    const t = Math.min(second, lengthSeconds);
    if (t <= 2) return 1 - ((1 - hook) * t) / 2;
    if (t <= 3) return hook + (hold - hook) * (t - 2);
    return hold * Math.exp(-(t - 3) / decay);
  };
  let averageWatchSeconds = 0;
  const step = 0.1;
  for (let t = step / 2; t < lengthSeconds; t += step) averageWatchSeconds += share(t) * step;
  return {
    lengthSeconds,
    at2s: share(2),
    at3s: share(3),
    at6s: share(6),
    thruPlay: share(15),
    at30s: share(30),
    p25: share(lengthSeconds * 0.25),
    p50: share(lengthSeconds * 0.5),
    p75: share(lengthSeconds * 0.75),
    p95: share(lengthSeconds * 0.95),
    p100: share(lengthSeconds),
    averageWatchSeconds,
  };
}
