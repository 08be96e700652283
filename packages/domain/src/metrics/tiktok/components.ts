import { buildRegistry, type ComponentInput } from '../definition-builder.ts';
import { titleCase } from '../titles.ts';
import { TIKTOK_EVENTS, totalValueKey } from './events.ts';

const field = (key: string, label: string): ComponentInput => ({ key, label });

function eventComponents(): ComponentInput[] {
  return TIKTOK_EVENTS.flatMap((event) => {
    const name = titleCase(event.plural);
    const valueKey = totalValueKey(event);
    const regular = [field(event.stem, name), field(valueKey, `${titleCase(event.singular)} Value`)];
    if (!event.skan) return regular;
    return [
      ...regular,
      field(`skan_${event.stem}`, `SKAN ${name}`),
      field(`skan_${valueKey}`, `SKAN ${titleCase(event.singular)} Value`),
    ];
  });
}

const COMPONENTS: ComponentInput[] = [
  field('spend', 'Cost'),
  field('impressions', 'Impressions'),
  { key: 'reach', label: 'Reach', aggregation: 'unique' },
  field('clicks', 'Clicks (Destination)'),
  field('app_install', 'App Installs'),
  field('skan_app_install', 'SKAN App Installs'),
  field('real_time_app_install', 'Real-time App Installs'),
  field('in_app_ad_click', 'In-app Ad Clicks'),
  field('in_app_ad_impr', 'In-app Ad Impressions'),
  field('conversion', 'Conversions'),
  field('skan_conversion', 'SKAN Conversions'),
  field('cta_conversion', 'CTA Conversions'),
  field('vta_conversion', 'VTA Conversions'),
  field('likes', 'Paid Likes'),
  field('comments', 'Paid Comments'),
  field('shares', 'Paid Shares'),
  field('follows', 'Paid Follows'),
  field('profile_visits', 'Paid Profile Visits'),
  field('video_play_actions', 'Video Views'),
  field('video_watched_2s', '2-Second Video Views'),
  field('video_watched_6s', '6-Second Video Views'),
  field('video_views_p25', 'Video Views at 25%'),
  field('video_views_p50', 'Video Views at 50%'),
  field('video_views_p75', 'Video Views at 75%'),
  field('video_views_p100', 'Video Views at 100%'),
  field('engaged_view', '6-Second Focused Views'),
  {
    key: 'video_watch_seconds',
    label: 'Total Watch Time',
    sourceFields: ['average_video_play', 'video_play_actions'],
    derivation:
      'average_video_play multiplied by video_play_actions, so averages can be re-weighted over many rows.',
  },
  ...eventComponents(),
];

export const TIKTOK_COMPONENTS = buildRegistry('tiktok', COMPONENTS);
