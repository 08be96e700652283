import type { GlobalSearchResponse } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { allOptions, movedIndex, resultPaths, searchGroups } from './search-results.ts';

const ANSWER: GlobalSearchResponse = {
  boards: [{ _id: 'board-1', workspaceId: 'ws-1', name: 'Glow hooks' }],
  ads: [
    {
      _id: 'ad-1',
      origin: 'discover',
      brand: { _id: 'brand-1', name: 'Glow Theory', logoURL: null },
      title: null,
      bodyPreview: 'Meet the serum everyone asks about',
      format: 'video',
      thumbnailURL: null,
    },
  ],
  brands: [{ _id: 'brand-1', name: 'Glow Theory', logoURL: '/api/v1/discover/media/logo.png' }],
  files: [
    {
      _id: 'file-1',
      workspaceId: 'ws-1',
      folderId: null,
      name: 'glow-hero.png',
      kind: 'image',
      thumbnailURL: null,
    },
    {
      _id: 'file-2',
      workspaceId: 'ws-1',
      folderId: 'folder-9',
      name: 'glow-summer.mp4',
      kind: 'video',
      thumbnailURL: null,
    },
  ],
  experts: [
    {
      _id: 'user-7',
      firstName: 'Maya',
      lastName: null,
      headline: 'Creative strategist',
      profileImageURL: null,
    },
  ],
  savedAds: [
    {
      _id: 'saved-1',
      workspaceId: 'ws-1',
      folderId: 'board-1',
      pageName: 'Glow Theory',
      title: null,
      bodyPreview: 'The serum, saved',
      format: 'image',
      thumbnailURL: null,
    },
  ],
  reports: [
    { _id: 'report-1', workspaceId: 'ws-2', name: 'Glow hooks, Q1', emoticon: '🔥', comparison: false },
    { _id: 'report-2', workspaceId: 'ws-2', name: 'Glow compared', emoticon: null, comparison: true },
  ],
  snapshots: [
    { _id: 'snap-1', workspaceId: 'ws-2', name: 'Glow hooks · Mar 3', createdAt: '2026-03-03T10:00:00.000Z' },
  ],
};

describe('searchGroups', () => {
  it('orders the groups brands, ads, boards, saved ads, files, reports, snapshots, experts and leaves out those that found nothing', () => {
    const groups = searchGroups(ANSWER);
    expect(groups.map((group) => group.heading)).toEqual([
      'Brands',
      'Ads',
      'Boards',
      'Saved ads',
      'Files',
      'Reports',
      'Snapshots',
      'Experts',
    ]);
    expect(allOptions(groups).map((option) => option.label)).toEqual([
      'Glow Theory',
      'Meet the serum everyone asks about',
      'Glow hooks',
      'The serum, saved',
      'glow-hero.png',
      'glow-summer.mp4',
      '🔥 Glow hooks, Q1',
      'Glow compared',
      'Glow hooks · Mar 3',
      'Maya',
    ]);
    expect(
      searchGroups({
        ...ANSWER,
        brands: [],
        ads: [],
        boards: [],
        savedAds: [],
        files: [],
        experts: [],
        reports: [],
        snapshots: [],
      }),
    ).toEqual([]);
  });

  it('opens each kind of result on its own page', () => {
    expect(allOptions(searchGroups(ANSWER)).map((option) => option.href)).toEqual([
      '/app/library/brands?brandId=brand-1',
      '/app/library/discover?ad=ad-1',
      '/app/inspirations/ws-1/board-1',
      // A saved ad opens on its board's page, with the ad open.
      '/app/inspirations/ws-1/board-1?ad=saved-1',
      // A file of the root opens on the workspace's page, whose id is the workspace's.
      '/app/drive/ws-1/ws-1?file=file-1',
      '/app/drive/ws-1/folder-9?file=file-2',
      // A report opens on its page in Analytics, a comparison under comparison/; a snapshot on its shared page.
      '/app/analytics/ws-2/report/top/report-1',
      '/app/analytics/ws-2/report/comparison/report-2',
      '/share/snapshots/snap-1',
      '/app/library/experts/user-7',
    ]);
    expect(resultPaths.board({ _id: 'board-1', workspaceId: 'ws-1' })).toBe('/app/inspirations/ws-1/board-1');
  });

  it('names an ad by its headline, else its copy, and says whose it is and its format', () => {
    const [withTitle] = allOptions(
      searchGroups({ ...ANSWER, brands: [], ads: [{ ...ANSWER.ads[0]!, title: 'Skin that glows' }] }),
    );
    expect(withTitle).toMatchObject({ label: 'Skin that glows', description: 'Glow Theory · Video' });
  });
});

describe('movedIndex', () => {
  it('starts at the first option going down and the last going up', () => {
    expect(movedIndex(-1, 1, 4)).toBe(0);
    expect(movedIndex(-1, -1, 4)).toBe(3);
  });

  it('wraps around at either end', () => {
    expect(movedIndex(3, 1, 4)).toBe(0);
    expect(movedIndex(0, -1, 4)).toBe(3);
    expect(movedIndex(1, 1, 4)).toBe(2);
  });

  it('has nowhere to go without options', () => {
    expect(movedIndex(-1, 1, 0)).toBe(-1);
  });
});
