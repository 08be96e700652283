import { createMetricFactory, difference, ratio, sum } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { META_COMPONENTS, metaAction } from './components.ts';

const define = createMetricFactory('meta', META_COMPONENTS);

const PLAYS = 'video_play_actions';
const THREE_SECOND = metaAction('video_view');
const THRUPLAYS = 'video_thruplay_watched_actions';
const THRUPLAY_RULE =
  'A ThruPlay is a play of a video under 15 seconds to its end, or of at least 15 seconds of a longer video.';

/** The percentile marks of spec section 9 (0 % is the start of play). */
const MARKS = [
  { mark: 0, component: PLAYS },
  { mark: 25, component: 'video_p25_watched_actions' },
  { mark: 50, component: 'video_p50_watched_actions' },
  { mark: 75, component: 'video_p75_watched_actions' },
  { mark: 95, component: 'video_p95_watched_actions' },
  { mark: 100, component: 'video_p100_watched_actions' },
] as const;

const QUARTILES = MARKS.slice(1);
const STEPS = MARKS.slice(1).map((to, index) => ({ from: MARKS[index] ?? MARKS[0], to }));

function quartileMetrics(): MetricDefinition[] {
  return QUARTILES.flatMap(({ mark, component }) => [
    define({
      key: component,
      longName: `Video Plays at ${mark}%`,
      shortName: `${mark}% Views`,
      description: `The number of times your video was played to ${mark}% of its length, including plays that skipped to this point.`,
      computation: sum(component),
      category: 'video',
    }),
    define({
      key: `video_p${mark}_watched_rate`,
      longName: `${mark}% Video Watch Rate`,
      shortName: `${mark}% Watch Rate`,
      description: `The percentage of video plays that reached ${mark}% of the video's length.`,
      computation: ratio(component, PLAYS, 100),
      category: 'video',
      suffix: '%',
    }),
  ]);
}

function dropOffAndRetentionMetrics(): MetricDefinition[] {
  return STEPS.flatMap(({ from, to }) => {
    const span = `${from.mark}% and ${to.mark}%`;
    const drop = define({
      key: `video_drop_off_${from.mark}_${to.mark}`,
      longName: `Video Drop-off ${from.mark}% to ${to.mark}%`,
      shortName: `Drop-off ${from.mark}-${to.mark}%`,
      description: `The percentage of viewers who stopped watching between ${span} of your video. Lower is better: a sharp drop shows the moment people lose interest.`,
      computation: ratio(difference(from.component, to.component), from.component, 100),
      category: 'video',
      suffix: '%',
      isInversePerformance: true,
    });
    if (from.mark === 0) return [drop];
    const retention = define({
      key: `video_retention_${from.mark}_${to.mark}`,
      longName: `Video Retention ${from.mark}% to ${to.mark}%`,
      shortName: `Retention ${from.mark}-${to.mark}%`,
      description: `Of the viewers who reached ${from.mark}% of your video, the percentage who kept watching to ${to.mark}%.`,
      computation: ratio(to.component, from.component, 100),
      category: 'video',
      suffix: '%',
    });
    return [drop, retention];
  });
}

/** Video: plays, quartiles, drop-offs, retention, sustain, ThruPlay, thumbstop and hold rate. */
export const META_VIDEO_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'video_play_actions',
    longName: 'Video Plays',
    description:
      'The number of times your video started to play, counted for each impression of the video. Replays are not counted.',
    computation: sum(PLAYS),
    category: 'video',
  }),
  define({
    key: 'video_3_sec_plays',
    longName: '3-Second Video Plays',
    shortName: '3s Plays',
    description: 'The number of times your video played for at least 3 seconds, or to its end if shorter.',
    computation: sum(THREE_SECOND),
    category: 'video',
  }),
  define({
    key: 'video_continuous_2_sec_watched_actions',
    longName: '2-Second Continuous Video Plays',
    shortName: '2s Plays',
    description: 'The number of times your video played for at least 2 continuous seconds.',
    computation: sum('video_continuous_2_sec_watched_actions'),
    category: 'video',
  }),
  define({
    key: 'video_30_sec_watched_actions',
    longName: '30-Second Video Plays',
    shortName: '30s Plays',
    description: 'The number of times your video played for at least 30 seconds, or to its end if shorter.',
    computation: sum('video_30_sec_watched_actions'),
    category: 'video',
  }),
  ...quartileMetrics(),
  ...dropOffAndRetentionMetrics(),
  define({
    key: 'video_thruplay_watched_actions',
    longName: 'ThruPlays',
    description: `The number of times your video was played to completion or for at least 15 seconds. ${THRUPLAY_RULE}`,
    computation: sum(THRUPLAYS),
    category: 'video',
  }),
  define({
    key: 'cost_per_thruplay',
    longName: 'Cost per ThruPlay',
    description: `The average cost of each ThruPlay. ${THRUPLAY_RULE}`,
    computation: ratio('spend', THRUPLAYS),
    category: 'video',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'cost_per_3_sec_video_play',
    longName: 'Cost per 3-Second Video Play',
    shortName: 'Cost per 3s Play',
    description: 'The average cost of each play of your video that lasted at least 3 seconds.',
    computation: ratio('spend', THREE_SECOND),
    category: 'video',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'video_avg_time_watched_actions',
    longName: 'Average Video Play Time',
    shortName: 'Avg. Watch Time',
    description: 'The average time each play of your video lasted, in seconds.',
    computation: ratio('video_watch_seconds', PLAYS),
    category: 'video',
    suffix: 's',
  }),
  define({
    key: 'first_frame_retention',
    longName: 'First-Frame Retention',
    shortName: 'First Frame',
    description:
      'The percentage of impressions in which your video started playing: how often the first frame earned a play.',
    computation: ratio(PLAYS, 'impressions', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'thumbstop_ratio',
    longName: 'Thumbstop Ratio',
    shortName: 'Thumbstop',
    description:
      'The percentage of impressions that became 3-second video plays. It shows how well the opening stops people scrolling.',
    computation: ratio(THREE_SECOND, 'impressions', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'hold_rate',
    longName: 'Hold Rate',
    description: `The percentage of 3-second video plays that went on to a ThruPlay (15 seconds, or the whole video if shorter). It shows how well the video holds attention once it has hooked someone.`,
    computation: ratio(THRUPLAYS, THREE_SECOND, 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'sustain_rate',
    longName: 'Sustain Rate',
    description:
      'Of the viewers who reached 25% of your video, the percentage who kept watching to 75%. It shows whether the middle of the video keeps people.',
    computation: ratio('video_p75_watched_actions', 'video_p25_watched_actions', 100),
    category: 'video',
    suffix: '%',
  }),
];
