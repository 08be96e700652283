import { createMetricFactory, ratio, sum } from '../definition-builder.ts';
import type { MetricDefinition } from '../types.ts';
import { TIKTOK_COMPONENTS } from './components.ts';

const define = createMetricFactory('tiktok', TIKTOK_COMPONENTS);

const QUARTILES = [25, 50, 75, 100] as const;
const FOCUSED_VIEW_RULE =
  'A focused view is counted when someone watches your ad for at least 6 seconds, or engages with it within the first 6 seconds.';

/** Video: views at 2 s and 6 s, quartiles, watch time, focused views, thumbstop, hook, hold, trigger and headline rates. */
export const TIKTOK_VIDEO_METRICS: readonly MetricDefinition[] = [
  define({
    key: 'video_play_actions',
    longName: 'Video Views',
    description: 'The number of times your video started to play. Replays are not counted.',
    computation: sum('video_play_actions'),
    category: 'video',
  }),
  define({
    key: 'video_watched_2s',
    longName: '2-Second Video Views',
    shortName: '2s Views',
    description:
      'The number of times your video played for at least 2 seconds, or to its end if shorter. Replays are not counted.',
    computation: sum('video_watched_2s'),
    category: 'video',
  }),
  define({
    key: 'video_watched_6s',
    longName: '6-Second Video Views',
    shortName: '6s Views',
    description:
      'The number of times your video played for at least 6 seconds, or to its end if shorter. Replays are not counted.',
    computation: sum('video_watched_6s'),
    category: 'video',
  }),
  define({
    key: 'average_video_play',
    longName: 'Average Play Time per Video View (s)',
    shortName: 'Avg. Watch Time (s)',
    description: 'The average time each view of your video lasted, in seconds.',
    computation: ratio('video_watch_seconds', 'video_play_actions'),
    category: 'video',
    suffix: '',
  }),
  ...QUARTILES.flatMap((mark) => [
    define({
      key: `video_views_p${mark}`,
      longName: `Video Views at ${mark}%`,
      shortName: `${mark}% Views`,
      description: `The number of times your video was watched to ${mark}% of its length. Replays are not counted.`,
      computation: sum(`video_views_p${mark}`),
      category: 'video',
    }),
    define({
      key: `video_views_p${mark}_rate`,
      longName: `${mark}% Video View Rate`,
      shortName: `${mark}% View Rate`,
      description: `The percentage of video views that reached ${mark}% of the video's length.`,
      computation: ratio(`video_views_p${mark}`, 'video_play_actions', 100),
      category: 'video',
      suffix: '%',
    }),
  ]),
  define({
    key: 'engaged_view',
    longName: '6-Second Focused Views',
    shortName: 'Focused Views',
    description: `The number of focused views of your ad. ${FOCUSED_VIEW_RULE}`,
    computation: sum('engaged_view'),
    category: 'video',
  }),
  define({
    key: 'cost_per_engaged_view',
    longName: 'Cost per 6-Second Focused View',
    shortName: 'Cost per Focused View',
    description: `The average cost of each focused view. ${FOCUSED_VIEW_RULE}`,
    computation: ratio('spend', 'engaged_view'),
    category: 'video',
    isCurrencyBased: true,
    isInversePerformance: true,
  }),
  define({
    key: 'focused_view_rate',
    longName: 'Focused View Rate',
    description: `The percentage of impressions that became 6-second focused views. ${FOCUSED_VIEW_RULE}`,
    computation: ratio('engaged_view', 'impressions', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'thumbstop_ratio',
    longName: 'Thumbstop Ratio',
    shortName: 'Thumbstop',
    description:
      'The percentage of impressions that became 2-second video views. It shows how well the opening stops people scrolling.',
    computation: ratio('video_watched_2s', 'impressions', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'hook_rate',
    longName: 'Hook Rate',
    description:
      'The percentage of video views that lasted at least 2 seconds: of the people who started your video, how many the first moments hooked.',
    computation: ratio('video_watched_2s', 'video_play_actions', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'hold_rate',
    longName: 'Hold Rate',
    description:
      'The percentage of 2-second video views that went on to 6 seconds. It shows how well the video holds attention once it has hooked someone.',
    computation: ratio('video_watched_6s', 'video_watched_2s', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'headline_rate',
    longName: 'Headline Rate',
    description:
      'The percentage of impressions that became 6-second video views: how often people stayed long enough to take in your headline message.',
    computation: ratio('video_watched_6s', 'impressions', 100),
    category: 'video',
    suffix: '%',
  }),
  define({
    key: 'trigger_rate',
    longName: 'Trigger Rate',
    description:
      'The percentage of 6-second video views that ended in a click. It shows how well the video turns attention into action.',
    computation: ratio('clicks', 'video_watched_6s', 100),
    category: 'video',
    suffix: '%',
  }),
];
