import type { PlacementGroup } from '@hookline/domain';

/** A Creative Hub file as the wizard keeps it (in the draft too). */
export interface PickedFile {
  _id: string;
  name: string;
  /** `widthxheight`, when known. */
  resolution: string | null;
  thumbnailURL: string | null;
  kind: 'image' | 'video' | null;
}

/** One ad's creatives: a concept, with a feeds asset and a stories/reels asset where it has both. */
export interface CreativeGroup {
  key: string;
  name: string;
  creatives: { file: PickedFile; placement?: PlacementGroup }[];
}

export type Grouping = 'name' | 'ratio';

/** `summer_4x5`, `summer-9x16`, `summer 1080x1920`, `summer_story`: the size tokens a concept's files carry. */
const SIZE_TOKEN = /[\s_-]+(\d{1,2}x\d{1,2}|\d{3,4}x\d{3,4}|feeds?|stor(?:y|ies)|reels?|square|vertical)$/i;

function withoutExtension(name: string): string {
  return name.replace(/\.[a-z0-9]{2,5}$/i, '');
}

/** The concept a file belongs to: its name without extension and size token. */
export function conceptOf(name: string): string {
  const base = withoutExtension(name).trim();
  const stripped = base.replace(SIZE_TOKEN, '');
  return stripped === '' ? base : stripped;
}

function ratioFromResolution(resolution: string | null): number | null {
  const match = resolution?.match(/^(\d+)\s*x\s*(\d+)$/i);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? width / height : null;
}

function ratioFromName(name: string): number | null {
  const match = withoutExtension(name).match(SIZE_TOKEN);
  const token = match?.[1]?.toLowerCase();
  if (!token) return null;
  const size = token.match(/^(\d+)x(\d+)$/);
  if (size) return Number(size[1]) / Number(size[2]);
  if (/^stor|^reel|^vertical/.test(token)) return 9 / 16;
  return 1;
}

/** A file's width over height: from its resolution, else from the size token of its name; null if neither says. */
export function ratioOf(file: PickedFile): number | null {
  return ratioFromResolution(file.resolution) ?? ratioFromName(file.name);
}

/** Where a file fits: 9:16 for stories and reels, 4:5 or 1:1 for feeds; null for other shapes. */
export function placementOf(file: PickedFile): PlacementGroup | null {
  const ratio = ratioOf(file);
  if (ratio === null) return null;
  if (ratio < 0.7) return 'stories_reels';
  if (ratio <= 1.05) return 'feeds';
  return null;
}

/** A group's creatives: one file is shown everywhere; a feeds and a stories asset each get their placement. */
function groupOf(key: string, name: string, files: PickedFile[]): CreativeGroup {
  if (files.length === 1) return { key, name, creatives: [{ file: files[0]! }] };
  const feeds = files.find((file) => placementOf(file) === 'feeds');
  const stories = files.find((file) => placementOf(file) === 'stories_reels');
  const creatives: CreativeGroup['creatives'] = [];
  if (feeds) creatives.push({ file: feeds, placement: 'feeds' });
  if (stories) creatives.push({ file: stories, placement: 'stories_reels' });
  if (creatives.length === 0) creatives.push({ file: files[0]! });
  return { key, name, creatives };
}

/**
 * The picked files as ads. By name: files of one concept (`summer_4x5.jpg` and `summer_9x16.jpg`) make one
 * ad. By aspect ratio: the n-th feeds file and the n-th stories file, in the order picked, make one ad.
 * A file that finds no partner is an ad of its own.
 */
export function groupCreatives(files: PickedFile[], grouping: Grouping): CreativeGroup[] {
  if (grouping === 'name') {
    const byConcept = new Map<string, PickedFile[]>();
    for (const file of files) {
      const concept = conceptOf(file.name);
      const inConcept = byConcept.get(concept) ?? [];
      // Two files of one concept and one placement can't share an ad: the second starts its own.
      if (inConcept.some((other) => placementOf(other) === placementOf(file))) {
        byConcept.set(`${concept}\u0000${file._id}`, [file]);
      } else {
        byConcept.set(concept, [...inConcept, file]);
      }
    }
    return [...byConcept.entries()].map(([key, group]) => groupOf(key, conceptOf(group[0]!.name), group));
  }
  const feeds = files.filter((file) => placementOf(file) === 'feeds');
  const stories = files.filter((file) => placementOf(file) === 'stories_reels');
  const others = files.filter((file) => placementOf(file) === null);
  const groups: CreativeGroup[] = [];
  const pairs = Math.max(feeds.length, stories.length);
  for (let index = 0; index < pairs; index += 1) {
    const pair = [feeds[index], stories[index]].filter((file): file is PickedFile => file !== undefined);
    groups.push(groupOf(pair.map((file) => file._id).join('+'), conceptOf(pair[0]!.name), pair));
  }
  for (const file of others) groups.push(groupOf(file._id, conceptOf(file.name), [file]));
  return groups;
}
