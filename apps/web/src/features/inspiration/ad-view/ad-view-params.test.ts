import { describe, expect, it } from 'vitest';
import {
  assetIndexOf,
  clampAssetIndex,
  savedAdIdOf,
  stepAssetIndex,
  withoutSavedAd,
  withSavedAd,
} from './ad-view-params.ts';

const params = (search: string) => new URLSearchParams(search);

describe('the saved ad and asset the address opens', () => {
  it('reads the ad, and nothing for an empty or missing `ad`', () => {
    expect(savedAdIdOf(params('ad=f-1&asset=2'))).toBe('f-1');
    expect(savedAdIdOf(params('ad=%20'))).toBeNull();
    expect(savedAdIdOf(params('sort=newest'))).toBeNull();
  });

  it('reads the asset within the ad’s assets', () => {
    expect(assetIndexOf(params('ad=f&asset=1'), 3)).toBe(1);
    // None asked for, or not a whole number: the first.
    expect(assetIndexOf(params('ad=f'), 3)).toBe(0);
    expect(assetIndexOf(params('ad=f&asset=two'), 3)).toBe(0);
    expect(assetIndexOf(params('ad=f&asset=-1'), 3)).toBe(0);
    expect(assetIndexOf(params('ad=f&asset=1.5'), 3)).toBe(0);
    // Past the end (an asset a copied link named): the last.
    expect(assetIndexOf(params('ad=f&asset=9'), 3)).toBe(2);
    // Before the ad is read, there are no assets to pick from.
    expect(assetIndexOf(params('ad=f&asset=2'), 0)).toBe(0);
  });

  it('clamps any index to the assets there are', () => {
    expect(clampAssetIndex(5, 2)).toBe(1);
    expect(clampAssetIndex(-3, 2)).toBe(0);
    expect(clampAssetIndex(Number.NaN, 2)).toBe(0);
  });
});

describe('switching assets', () => {
  it('steps forward and back, wrapping round the ends', () => {
    expect(stepAssetIndex(0, 1, 3)).toBe(1);
    expect(stepAssetIndex(2, 1, 3)).toBe(0);
    expect(stepAssetIndex(0, -1, 3)).toBe(2);
    expect(stepAssetIndex(1, -1, 3)).toBe(0);
  });

  it('stays put on an ad of one asset', () => {
    expect(stepAssetIndex(0, 1, 1)).toBe(0);
    expect(stepAssetIndex(0, -1, 1)).toBe(0);
  });

  it('writes the asset into the address, and keeps the page’s own parameters', () => {
    const opened = withSavedAd(params('sort=oldest'), 'f-1', 2);
    expect(opened.toString()).toBe('sort=oldest&ad=f-1&asset=2');
    // The first asset is the default: no `asset`.
    expect(withSavedAd(opened, 'f-1', 0).toString()).toBe('sort=oldest&ad=f-1');
    expect(withoutSavedAd(opened).toString()).toBe('sort=oldest');
  });
});
