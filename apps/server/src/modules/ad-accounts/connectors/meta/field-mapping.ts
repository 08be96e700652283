import { getComponents, type AdAccountSettings, type MetricComponent } from '@hookline/domain';
import type { InsightRow } from './graph-types.ts';

/**
 * The `action_attribution_windows` to request: the click window, and the view window unless it
 * is `none`.
 */
export function attributionWindows(settings: AdAccountSettings): string[] {
  return settings.viewAttributionWindow === 'none'
    ? [settings.clickAttributionWindow]
    : [settings.clickAttributionWindow, settings.viewAttributionWindow];
}

/** A Graph number: numeric fields arrive as strings ("12.34"), a few as numbers. */
export function graphNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function entryOf(list: unknown, actionType: string): Record<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const entry of list as unknown[]) {
    if (
      entry !== null &&
      typeof entry === 'object' &&
      'action_type' in entry &&
      entry.action_type === actionType
    ) {
      return entry;
    }
  }
  return undefined;
}

/**
 * The value of an action list's entry (`actions`, `outbound_clicks`, `video_p25_watched_actions`...):
 * the sum of the requested windows' keys when the entry carries any, else its `value`.
 */
export function actionEntryValue(
  list: unknown,
  actionType: string,
  windows: readonly string[],
): number | undefined {
  const entry = entryOf(list, actionType);
  if (!entry) return undefined;
  const perWindow = windows
    .map((window) => graphNumber(entry[window]))
    .filter((value) => value !== undefined);
  if (perWindow.length > 0) return perWindow.reduce((total, value) => total + value, 0);
  return graphNumber(entry.value);
}

type Reader = (row: InsightRow, windows: readonly string[]) => number | undefined;

const VIDEO_VIEW = 'video_view';

/** Average watch time × plays, so the average can be re-weighted over many rows. */
const readWatchSeconds: Reader = (row, windows) => {
  // An average cannot be summed over attribution windows: only its plain value means anything.
  const average = actionEntryValue(row.video_avg_time_watched_actions, VIDEO_VIEW, []);
  const plays = actionEntryValue(row.video_play_actions, VIDEO_VIEW, windows);
  return average === undefined || plays === undefined ? undefined : average * plays;
};

const DERIVED_READERS: Readonly<Record<string, Reader>> = { video_watch_seconds: readWatchSeconds };

function readerOf(component: MetricComponent): Reader {
  const derived = DERIVED_READERS[component.key];
  if (derived) return derived;
  const [field, ...otherFields] = component.sourceFields;
  const [actionType, ...otherTypes] = component.actionTypes;
  if (field === undefined || otherFields.length > 0 || otherTypes.length > 0) {
    throw new Error(`The Meta component ${component.key} has no known way to be read from an insights row`);
  }
  if (actionType === undefined) return (row) => graphNumber(row[field]);
  return (row, windows) => actionEntryValue(row[field], actionType, windows);
}

/** Reads a set of components from insights rows and names the Graph fields they need. */
export interface ComponentReader {
  /** Graph fields to request, each once. */
  fields: string[];
  /** The components present in the row; a component the row lacks is left out, not zero. */
  read(row: InsightRow, windows: readonly string[]): Record<string, number>;
}

/** A reader of the given components; fails at once for a component it cannot read. */
export function createComponentReader(components: readonly MetricComponent[]): ComponentReader {
  const readers = components.map((component) => ({ key: component.key, read: readerOf(component) }));
  return {
    fields: [...new Set(components.flatMap((component) => component.sourceFields))],
    read(row, windows) {
      const values: Record<string, number> = {};
      for (const { key, read } of readers) {
        const value = read(row, windows);
        if (value !== undefined) values[key] = value;
      }
      return values;
    },
  };
}

/** Every Meta component of the catalogue, as stored per ad per day. */
export const META_COMPONENT_READER = createComponentReader(getComponents('meta'));

/** The de-duplicated components (reach, unique clicks...) that only the platform can total. */
export const META_UNIQUE_COMPONENT_READER = createComponentReader(
  getComponents('meta').filter((component) => component.aggregation === 'unique'),
);

/** A text field every row of a request must carry (`ad_id`, `date_start`). */
export function requiredText(row: InsightRow, field: string): string {
  const value = row[field];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`Meta returned an insights row without ${field}`);
  }
  return value;
}
