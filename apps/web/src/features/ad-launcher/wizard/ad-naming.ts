import {
  conventionAdName,
  type AdCopy,
  type ConventionAdName,
  type CopyTemplate,
  type LaunchNamingConvention,
  type LauncherAdset,
} from '@hookline/domain';
import { placementOf, ratioOf, type CreativeGroup, type PickedFile } from './group-creatives.ts';

/*
 * Ad names by the naming convention of the launch settings: each property's value comes from what the wizard
 * knows of the ad, read from the property's name (a "Concept" is the concept's file name, a "Launch date" is
 * today), or, where the wizard can't tell, from a value the buyer types once for the batch.
 */

/** What the wizard names ads with, when the launch settings name a convention. */
export interface AdNaming {
  convention: LaunchNamingConvention;
  /** The launch day, `YYYY-MM-DD`. */
  today: string;
  templates: readonly CopyTemplate[];
  /** The account's ad sets, for an existing ad set's and campaign's names; null while they load. */
  adsets: readonly LauncherAdset[] | null;
}

/** Where a property's value comes from. */
export type NamingSource =
  'date' | 'adset' | 'campaign' | 'format' | 'aspect' | 'placement' | 'copy' | 'concept' | 'typed';

/** The first rule whose words the property's name holds gives its source; the order settles "Ad set name". */
const SOURCE_RULES: readonly [NamingSource, RegExp][] = [
  ['date', /\b(date|day|launch|launched)\b/],
  ['adset', /\b(ad ?set|adgroup|ad group)\b/],
  ['campaign', /\bcampaign\b/],
  ['format', /\b(format|media|type)\b/],
  ['aspect', /\b(aspect|ratio|size|dimensions?)\b/],
  ['placement', /\bplacements?\b/],
  ['copy', /\b(copy|angle|hook|headline|message|text)\b/],
  ['concept', /\b(concept|creative|name|asset|file|visual)\b/],
];

export function namingSourceOf(property: string): NamingSource {
  const words = property
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');
  return SOURCE_RULES.find(([, pattern]) => pattern.test(words))?.[0] ?? 'typed';
}

/** What the wizard knows of one ad. */
export interface AdFacts {
  group: CreativeGroup;
  copy: AdCopy;
  copyIndex: number;
  adset: { name: string; campaignName: string };
}

const VIDEO_NAME = /\.(mp4|mov|m4v|webm|avi|mkv)$/i;

function kindOf(file: PickedFile): 'image' | 'video' {
  return file.kind ?? (VIDEO_NAME.test(file.name) ? 'video' : 'image');
}

/** Shapes ads come in, matched within 3 %: 1.91:1 rather than 191:100, 16:9 rather than 1920:1081. */
const COMMON_RATIOS: readonly [string, number][] = [
  ['1:1', 1],
  ['4:5', 4 / 5],
  ['9:16', 9 / 16],
  ['16:9', 16 / 9],
  ['1.91:1', 1.91],
  ['2:3', 2 / 3],
  ['3:4', 3 / 4],
];

function aspectOf(file: PickedFile): string | null {
  const ratio = ratioOf(file);
  if (ratio === null) return null;
  return COMMON_RATIOS.find(([, known]) => Math.abs(ratio - known) / known < 0.03)?.[0] ?? ratio.toFixed(2);
}

const unique = (values: readonly string[]) => [...new Set(values)];

function copyLabel(copy: AdCopy, copyIndex: number, templates: readonly CopyTemplate[]): string {
  const template = templates.find(
    (candidate) =>
      candidate.primaryText === copy.primaryText &&
      candidate.headline === copy.headline &&
      candidate.description === copy.description &&
      candidate.cta === copy.cta &&
      candidate.url === copy.url,
  );
  return template?.name ?? (copy.headline.trim() || `Copy ${copyIndex + 1}`);
}

function valueOf(source: NamingSource, facts: AdFacts, naming: AdNaming): string {
  const files = facts.group.creatives.map((creative) => creative.file);
  switch (source) {
    case 'date':
      return naming.today;
    case 'adset':
      return facts.adset.name;
    case 'campaign':
      return facts.adset.campaignName;
    case 'format':
      // The wizard makes single-media ads; a concept with an image and a video is both.
      return unique(files.map(kindOf)).sort().join('+');
    case 'aspect':
      return unique(files.map(aspectOf).filter((aspect): aspect is string => aspect !== null)).join('+');
    case 'placement':
      return unique(
        facts.group.creatives.map(({ file, placement }) => {
          const where = placement ?? (facts.group.creatives.length === 1 ? null : placementOf(file));
          if (where === null) return 'all';
          return where === 'feeds' ? 'feeds' : 'stories';
        }),
      ).join('+');
    case 'copy':
      return copyLabel(facts.copy, facts.copyIndex, naming.templates);
    case 'concept':
      return facts.group.name;
    case 'typed':
      return '';
  }
}

/** Each property's value as the wizard knows it for this ad; '' where it can't tell. */
export function knownValues(naming: AdNaming, facts: AdFacts): Record<string, string> {
  return Object.fromEntries(
    naming.convention.properties.map((property) => [
      property,
      valueOf(namingSourceOf(property), facts, naming),
    ]),
  );
}

/** The ad's name: each property's known value, else the one typed for the batch. */
export function adNameOf(
  naming: AdNaming,
  known: Readonly<Record<string, string>>,
  typed: Readonly<Record<string, string>>,
): ConventionAdName {
  const values = Object.fromEntries(
    naming.convention.properties.map((property) => [
      property,
      known[property]?.trim() ? known[property] : (typed[property] ?? ''),
    ]),
  );
  return conventionAdName(naming.convention, values);
}
