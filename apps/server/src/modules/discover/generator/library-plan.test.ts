import { DISCOVER_CTA_TYPES, DISCOVER_PLATFORMS } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { findBrandProfile } from './brand-profile.ts';
import { BRAND_SEEDS } from './catalogue/brands.ts';
import { parseGeneratedMediaKey } from './media-keys.ts';
import { FULL_LIBRARY, planLibrary, type PlannedAd } from './library-plan.ts';
import { videoCreative, videoCreativeForKey } from './video-creative.ts';

const TODAY = '2026-06-15';
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

describe('the generated library plan', () => {
  const full = planLibrary({ ...FULL_LIBRARY, today: TODAY });

  it('is the same library, ids included, every time it is drawn', () => {
    const small = { brandCount: 3, adCount: 30, today: TODAY };
    expect(planLibrary(small)).toEqual(planLibrary(small));
    const again = planLibrary({ ...FULL_LIBRARY, today: TODAY });
    expect(again.ads.map((ad) => ad.id)).toEqual(full.ads.map((ad) => ad.id));
    expect(again.brands.map((brand) => brand.slug)).toEqual(full.brands.map((brand) => brand.slug));
  });

  it('holds about 60 brands in 12 categories and 3,000 ads, with unique names, slugs, sites and ids', () => {
    expect(full.brands).toHaveLength(60);
    expect(full.categories).toHaveLength(12);
    expect(full.ads).toHaveLength(3000);
    const unique = (values: string[]) => new Set(values).size;
    expect(unique(full.brands.map((brand) => brand.slug))).toBe(60);
    expect(unique(full.brands.map((brand) => brand.name))).toBe(60);
    expect(unique(full.brands.map((brand) => brand.website))).toBe(60);
    expect(unique(full.ads.map((ad) => `${ad.source}:${ad.adArchiveId}`))).toBe(3000);
    expect(unique(full.ads.map((ad) => ad.id))).toBe(3000);
    for (const brand of full.brands) {
      expect(brand.website).toMatch(/^https:\/\/[a-z0-9-]+(\.[a-z]+)+$/);
      expect(brand.website).not.toMatch(/\.example$/);
      expect(brand.description.length).toBeGreaterThan(40);
      expect(brand.logoKey).toBe(`discover/brands/${brand.slug}/logo.png`);
    }
    expect(new Set(full.brands.map((brand) => brand.industry)).size).toBeGreaterThanOrEqual(25);
  });

  it('gives a few brands 150 ads or more and most of them 20 to 60', () => {
    const counts = full.brands.map((brand) => full.ads.filter((ad) => ad.brandSlug === brand.slug).length);
    expect(counts.filter((count) => count >= 150).length).toBeGreaterThanOrEqual(4);
    expect(counts.filter((count) => count >= 18 && count <= 60).length).toBeGreaterThanOrEqual(35);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(15);
  });

  it('fills every field of every ad with values an ad library shows', () => {
    for (const ad of full.ads) expectRealisticAd(ad);
  });

  it('keeps about 60% running, starts spread over 18 months, and running days that match the dates', () => {
    const active = full.ads.filter((ad) => ad.isActive).length / full.ads.length;
    expect(active).toBeGreaterThan(0.52);
    expect(active).toBeLessThan(0.68);
    const ages = full.ads.map((ad) => daysBetween(ad.startDate, TODAY));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(450);
    expect(Math.max(...ages)).toBeLessThanOrEqual(548);
    expect(ages.filter((age) => age < 90).length).toBeGreaterThan(full.ads.length * 0.2);
    for (const ad of full.ads) {
      if (ad.isActive) {
        expect(ad.endDate).toBeNull();
        expect(ad.runningDays).toBe(daysBetween(ad.startDate, TODAY) + 1);
      } else {
        expect(ad.endDate! < TODAY).toBe(true);
        expect(ad.runningDays).toBe(daysBetween(ad.startDate, ad.endDate!) + 1);
      }
    }
  });

  it('mixes platforms, formats and languages as Meta and TikTok libraries do', () => {
    const share = (test: (ad: PlannedAd) => boolean) => full.ads.filter(test).length / full.ads.length;
    expect(share((ad) => ad.source === 'tiktok')).toBeGreaterThan(0.2);
    expect(share((ad) => ad.source === 'meta')).toBeGreaterThan(0.5);
    expect(share((ad) => ad.format === 'carousel')).toBeGreaterThan(0.08);
    expect(share((ad) => ad.format === 'video')).toBeGreaterThan(0.35);
    expect(share((ad) => ad.languages.join() === 'en')).toBeGreaterThan(0.82);
    expect(new Set(full.ads.flatMap((ad) => ad.languages))).toEqual(new Set(['en', 'es', 'de', 'fr', 'pt']));
    const tiktok = full.ads.filter((ad) => ad.source === 'tiktok');
    expect(tiktok.every((ad) => ad.publisherPlatforms.join() === 'tiktok')).toBe(true);
    expect(share((ad) => ad.body.includes('POV:'))).toBeGreaterThan(0.05);
    expect(share((ad) => /\p{Extended_Pictographic}/u.test(ad.body))).toBeGreaterThan(0.15);
  });

  it('runs each video creative in a few ads, each creative with its own spoken line', () => {
    const videoAds = full.ads.filter((ad) => ad.format === 'video');
    const creatives = new Set(videoAds.map((ad) => ad.assets[0]!.key));
    expect(creatives.size).toBeGreaterThan(300);
    expect(creatives.size).toBeLessThan(videoAds.length / 3);
    const ad = videoAds[0]!;
    const key = parseGeneratedMediaKey(ad.assets[0]!.key);
    expect(key?.kind).toBe('video');
    if (key?.kind !== 'video') return;
    const creative = videoCreative(findBrandProfile(key.slug)!, key.source, key.creative);
    expect(ad.body.startsWith(creative.script.hook)).toBe(true);
    expect(creative.script.spokenLine).toContain(creative.script.offer.replace(/\.$/, ''));
    expect(creative.durationMs).toBe(ad.assets[0]!.durationMs);
    expect(videoCreativeForKey(ad.assets[0]!.key)).toEqual(creative);
    expect(videoCreativeForKey(ad.assets[0]!.thumbnailKey!)?.script.spokenLine).toBe(
      creative.script.spokenLine,
    );
    expect(videoCreativeForKey('discover/brands/glow-theory/logo.png')).toBeUndefined();
  });

  it('takes the first brands of the catalogue for a smaller library', () => {
    const small = planLibrary({ brandCount: 3, adCount: 30, today: TODAY });
    expect(small.brands.map((brand) => brand.name)).toEqual(BRAND_SEEDS.slice(0, 3).map((seed) => seed.name));
    expect(small.ads).toHaveLength(30);
    expect(small.categories.map((category) => category.name).sort()).toEqual(
      [...new Set(BRAND_SEEDS.slice(0, 3).map((seed) => seed.category))].sort(),
    );
    for (const ad of small.ads) expectRealisticAd(ad);
  });
});

function expectRealisticAd(ad: PlannedAd): void {
  const brand = findBrandProfile(ad.brandSlug)!.seed;
  expect(ad.brandName).toBe(brand.name);
  expect(ad.pageName).toBe(brand.name);
  expect(ad.adArchiveId).toMatch(ad.source === 'tiktok' ? /^7\d{18}$/ : /^[1-9]\d{14,15}$/);
  expect(ad.body.length).toBeGreaterThan(30);
  expect(ad.body.length).toBeLessThan(600);
  expect(ad.title.length).toBeGreaterThan(2);
  expect(ad.title.length).toBeLessThan(70);
  expect(ad.caption).toBe(brand.domain);
  expect(DISCOVER_CTA_TYPES).toContain(ad.ctaType);
  expect(ad.ctaText.length).toBeGreaterThan(2);
  expect(ad.ctaUrl.startsWith(`https://${brand.domain}/`)).toBe(true);
  expect(ad.ctaUrl).toContain('utm_medium=paid_social');
  expect(ad.publisherPlatforms.length).toBeGreaterThan(0);
  for (const platform of ad.publisherPlatforms) expect(DISCOVER_PLATFORMS).toContain(platform);
  if (ad.source === 'meta') expect(ad.publisherPlatforms).not.toContain('tiktok');
  expect(ad.languages.every((language) => /^[a-z]{2}$/.test(language))).toBe(true);
  expect(ad.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(ad.runningDays).toBeGreaterThanOrEqual(1);
  if (ad.format === 'carousel') {
    expect(ad.assets.length).toBeGreaterThanOrEqual(2);
    expect(ad.assets.length).toBeLessThanOrEqual(5);
  } else expect(ad.assets).toHaveLength(1);
  for (const asset of ad.assets) {
    expect(asset.type).toBe(ad.format === 'video' ? 'video' : 'image');
    expect(asset.thumbnailKey).toBeTruthy();
    expect(parseGeneratedMediaKey(asset.key)).toBeDefined();
    expect(parseGeneratedMediaKey(asset.thumbnailKey!)).toBeDefined();
    const size = `${asset.width}x${asset.height}`;
    if (asset.type === 'video') {
      expect(ad.source === 'tiktok' ? ['720x1280'] : ['720x720', '720x900']).toContain(size);
      expect(asset.durationMs).toBeGreaterThanOrEqual(4000);
      expect(asset.durationMs).toBeLessThanOrEqual(8000);
    } else {
      expect(ad.source === 'tiktok' ? ['1080x1920'] : ['1080x1080', '1080x1350']).toContain(size);
      expect(asset.durationMs).toBeNull();
    }
  }
}
