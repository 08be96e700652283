import { describe, expect, it } from 'vitest';
import { conceptOf, groupCreatives, placementOf, type PickedFile } from './group-creatives.ts';

const file = (id: string, name: string, resolution: string | null = null): PickedFile => ({
  _id: id,
  name,
  resolution,
  thumbnailURL: null,
  kind: 'image',
});

describe('grouping creatives into ads', () => {
  it('reads the concept and the placement from names and sizes', () => {
    expect(conceptOf('summer_4x5.jpg')).toBe('summer');
    expect(conceptOf('summer-9x16.mp4')).toBe('summer');
    expect(conceptOf('winter.png')).toBe('winter');
    expect(placementOf(file('a', 'summer_4x5.jpg'))).toBe('feeds');
    expect(placementOf(file('b', 'summer_9x16.jpg'))).toBe('stories_reels');
    expect(placementOf(file('c', 'banner.jpg', '1080x1920'))).toBe('stories_reels');
    expect(placementOf(file('d', 'banner.jpg', '1080x1080'))).toBe('feeds');
    expect(placementOf(file('e', 'wide.jpg', '1920x1080'))).toBeNull();
  });

  it('by name: one concept with a feeds and a stories file is one ad with both placements', () => {
    const groups = groupCreatives(
      [file('a', 'summer_4x5.jpg'), file('b', 'summer_9x16.jpg'), file('c', 'winter.jpg', '1080x1350')],
      'name',
    );
    expect(groups.map((group) => group.name)).toEqual(['summer', 'winter']);
    expect(groups[0]!.creatives.map((creative) => [creative.file._id, creative.placement])).toEqual([
      ['a', 'feeds'],
      ['b', 'stories_reels'],
    ]);
    expect(groups[1]!.creatives.map((creative) => [creative.file._id, creative.placement])).toEqual([
      ['c', undefined],
    ]);
  });

  it('by aspect ratio: pairs feeds and stories files in the order picked, whatever their names', () => {
    const groups = groupCreatives(
      [
        file('a', 'ad one.jpg', '1080x1350'),
        file('b', 'ad two.jpg', '1080x1080'),
        file('c', 'vertical A.jpg', '1080x1920'),
        file('d', 'landscape.jpg', '1920x1080'),
      ],
      'ratio',
    );
    expect(groups.map((group) => group.creatives.map((creative) => creative.file._id))).toEqual([
      ['a', 'c'],
      ['b'],
      ['d'],
    ]);
  });
});
