import { buildRegistry, type ComponentInput } from '../definition-builder.ts';
import { titleCase } from '../titles.ts';
import { META_ACTION_TYPES } from './action-types.ts';

/** Component key of an entry of the Insights `actions` list. */
export const metaAction = (actionType: string): string => `actions:${actionType}`;
/** Component key of an entry of the Insights `action_values` list. */
export const metaActionValue = (actionType: string): string => `action_values:${actionType}`;

function action(actionType: string, label: string, field = 'actions'): ComponentInput {
  return {
    key: field === 'actions' ? metaAction(actionType) : `${field}:${actionType}`,
    label,
    sourceFields: [field],
    actionTypes: [actionType],
    derivation: `The value of the ${field} entry whose action_type is ${actionType}.`,
  };
}

function actionValue(actionType: string, label: string): ComponentInput {
  return {
    key: metaActionValue(actionType),
    label,
    sourceFields: ['action_values'],
    actionTypes: [actionType],
    derivation: `The value of the action_values entry whose action_type is ${actionType}.`,
  };
}

function videoList(field: string, label: string): ComponentInput {
  return {
    key: field,
    label,
    sourceFields: [field],
    actionTypes: ['video_view'],
    derivation: `The video_view entry of ${field}.`,
  };
}

/** Shop purchases completed in a Meta checkout (Facebook and Instagram shops). */
export const META_SHOP_ACTION_TYPE = 'onsite_web_purchase';

const COMPONENTS: ComponentInput[] = [
  { key: 'spend', label: 'Amount Spent' },
  { key: 'impressions', label: 'Impressions' },
  { key: 'reach', label: 'Reach', aggregation: 'unique' },
  { key: 'clicks', label: 'Clicks (All)' },
  { key: 'unique_clicks', label: 'Unique Clicks (All)', aggregation: 'unique' },
  { key: 'inline_link_clicks', label: 'Link Clicks' },
  { key: 'unique_inline_link_clicks', label: 'Unique Link Clicks', aggregation: 'unique' },
  { ...action('outbound_click', 'Outbound Clicks', 'outbound_clicks'), key: 'outbound_clicks' },
  {
    ...action('outbound_click', 'Unique Outbound Clicks', 'unique_outbound_clicks'),
    key: 'unique_outbound_clicks',
    aggregation: 'unique',
  },
  { key: 'estimated_ad_recallers', label: 'Estimated Ad Recall Lift (People)', aggregation: 'unique' },
  videoList('video_play_actions', 'Video Plays'),
  action('video_view', '3-Second Video Plays'),
  videoList('video_continuous_2_sec_watched_actions', '2-Second Continuous Video Plays'),
  videoList('video_30_sec_watched_actions', '30-Second Video Plays'),
  videoList('video_p25_watched_actions', 'Video Plays at 25%'),
  videoList('video_p50_watched_actions', 'Video Plays at 50%'),
  videoList('video_p75_watched_actions', 'Video Plays at 75%'),
  videoList('video_p95_watched_actions', 'Video Plays at 95%'),
  videoList('video_p100_watched_actions', 'Video Plays at 100%'),
  videoList('video_thruplay_watched_actions', 'ThruPlays'),
  {
    key: 'video_watch_seconds',
    label: 'Total Watch Time',
    sourceFields: ['video_avg_time_watched_actions', 'video_play_actions'],
    actionTypes: ['video_view'],
    derivation:
      'video_avg_time_watched_actions multiplied by video_play_actions, so averages can be re-weighted over many rows.',
  },
  action('like', 'Page Likes'),
  action('comment', 'Post Comments'),
  action('post', 'Post Shares'),
  action('post_reaction', 'Post Reactions'),
  action('onsite_conversion.post_save', 'Post Saves'),
  action('post_engagement', 'Post Engagements'),
  action(META_SHOP_ACTION_TYPE, 'Shop Transactions'),
  actionValue(META_SHOP_ACTION_TYPE, 'Shop Revenue'),
  ...META_ACTION_TYPES.flatMap((entry) => [
    action(entry.actionType, entry.title),
    actionValue(entry.actionType, `${titleCase(entry.singular)} Value`),
  ]),
];

export const META_COMPONENTS = buildRegistry('meta', COMPONENTS);

/** The count and value components of a custom conversion's action type. */
export function customConversionComponentInputs(actionType: string, name: string): ComponentInput[] {
  return [action(actionType, name), actionValue(actionType, `${name} Conversion Value`)];
}
