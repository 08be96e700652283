import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createSemaphore } from '../../../platform/concurrency/semaphore.ts';
import type { AppContext } from '../../../platform/context.ts';
import { resolveFfmpegPath } from '../../../platform/media/ffmpeg-binary.ts';
import { discoverAds, discoverBrands } from '../tables.ts';
import { findBrandProfile, type BrandProfile } from './brand-profile.ts';
import { adImageDesign, screenFor } from './image-design.ts';
import { adImageKey, adThumbnailKey, parseGeneratedMediaKey, type GeneratedMediaKey } from './media-keys.ts';
import { renderAdImage, renderLogo, renderVideo, renderVideoPoster } from './render/render-media.ts';
import { resolveEspeakPath } from './render/speech.ts';
import type { VideoScenesInput } from './render/video-scenes.ts';
import { videoCreative, type VideoCreative } from './video-creative.ts';

/*
 * Rendering the generated library's files into the storage driver: ahead of use by the render job, or when one
 * is asked for before its turn. Each key is made from what it names (the brand, the ad's row, the video
 * creative), so a file rendered on demand is the one the job would have made.
 */

/**
 * One render at a time in this process, whoever asks: the generated library never takes more than one core
 * from the requests the server is answering.
 */
const renderSlot = createSemaphore(1);

/** Renders under way, by the key of what they make: a second request for it waits for the first. */
const inFlight = new Map<string, Promise<boolean>>();

/** What one render makes for a key: an image and its thumbnail come from one render, so share one. */
function renderUnit(parsed: GeneratedMediaKey, key: string): string {
  if (parsed.kind === 'ad-image') return adImageKey(parsed.adId, parsed.index);
  return key;
}

/**
 * Makes and stores the generated library's file at `key` (and what is made with it: an image's thumbnail, a
 * video's poster); answers whether `key` is stored now. A key the generator doesn't make answers false, as
 * does a video when ffmpeg is missing.
 */
export function renderGeneratedMedia(context: AppContext, key: string): Promise<boolean> {
  const parsed = parseGeneratedMediaKey(key);
  if (!parsed) return Promise.resolve(false);
  const unit = renderUnit(parsed, key);
  const running = inFlight.get(unit);
  const made =
    running ??
    renderSlot
      .run(async () => {
        if (await context.storage.head(key)) return true;
        return renderParsed(context, parsed, key);
      })
      .finally(() => inFlight.delete(unit));
  if (!running) inFlight.set(unit, made);
  // An image's render also stores its thumbnail: ask again once it is done, for the key this caller wants.
  return made.then(async (ok) => ok && (unit === key || (await context.storage.head(key)) !== undefined));
}

async function renderParsed(context: AppContext, parsed: GeneratedMediaKey, key: string): Promise<boolean> {
  switch (parsed.kind) {
    case 'logo':
      return renderBrandLogo(context, parsed.slug, key);
    case 'ad-image':
      return renderAdImageFiles(context, parsed.adId, parsed.index);
    case 'video': {
      const profile = findBrandProfile(parsed.slug);
      if (!profile || !(await videoInUse(context, parsed.slug, key, parsed.poster))) return false;
      const creative = videoCreative(profile, parsed.source, parsed.creative);
      return parsed.poster
        ? renderPoster(context, profile, creative)
        : renderVideoFiles(context, profile, creative);
    }
  }
}

/**
 * Whether an ad of the brand runs the video (or shows the poster) at `key`: the media route is public, so only
 * the files the library's rows name are made, never one for any number someone puts in a URL.
 */
async function videoInUse(context: AppContext, slug: string, key: string, poster: boolean): Promise<boolean> {
  const asset = JSON.stringify([poster ? { thumbnailKey: key } : { key }]);
  const [row] = await context.database.db
    .select({ id: discoverAds.id })
    .from(discoverAds)
    .innerJoin(discoverBrands, eq(discoverBrands.id, discoverAds.brandId))
    .where(and(eq(discoverBrands.slug, slug), sql`${discoverAds.assets} @> ${asset}::jsonb`))
    .limit(1);
  return row !== undefined;
}

async function renderBrandLogo(context: AppContext, slug: string, key: string): Promise<boolean> {
  const profile = findBrandProfile(slug);
  const [brand] = await context.database.db
    .select({ id: discoverBrands.id })
    .from(discoverBrands)
    .where(and(eq(discoverBrands.slug, slug), eq(discoverBrands.logoKey, key)));
  if (!profile || !brand) return false;
  const { seed } = profile;
  const png = await renderLogo({
    name: seed.name,
    colours: seed.colours,
    type: seed.type,
    style: profile.logoStyle,
  });
  await context.storage.put(key, png, 'image/png');
  return true;
}

async function renderAdImageFiles(context: AppContext, adId: string, index: number): Promise<boolean> {
  const [row] = await context.database.db
    .select({ ad: discoverAds, slug: discoverBrands.slug })
    .from(discoverAds)
    .innerJoin(discoverBrands, eq(discoverBrands.id, discoverAds.brandId))
    .where(eq(discoverAds.id, adId));
  const profile = row ? findBrandProfile(row.slug) : undefined;
  const asset = row?.ad.assets[index];
  // Only the keys the generator gave the row: an ingested ad's missing file is not made up.
  if (!row || !profile || asset?.key !== adImageKey(adId, index)) return false;
  const design = adImageDesign(row.ad, profile, index);
  if (!design) return false;
  const { image, thumbnail } = await renderAdImage(design);
  if (asset.thumbnailKey === adThumbnailKey(adId, index)) {
    await context.storage.put(asset.thumbnailKey, thumbnail, 'image/jpeg');
  }
  await context.storage.put(asset.key, image, 'image/jpeg');
  return true;
}

export function videoScenes(profile: BrandProfile, creative: VideoCreative): VideoScenesInput {
  const { seed } = profile;
  return {
    width: creative.width,
    height: creative.height,
    brand: {
      name: seed.name,
      domain: seed.domain,
      colours: seed.colours,
      type: seed.type,
      shape: seed.shape,
    },
    product: creative.product[0],
    hook: creative.script.hook,
    benefit: creative.script.benefit,
    offer: creative.script.offer,
    cta: creative.ctaText,
    screen: screenFor(seed, creative.product),
  };
}

async function renderPoster(
  context: AppContext,
  profile: BrandProfile,
  creative: VideoCreative,
): Promise<boolean> {
  const poster = await renderVideoPoster(videoScenes(profile, creative));
  await context.storage.put(creative.posterKey, poster, 'image/jpeg');
  return true;
}

async function renderVideoFiles(
  context: AppContext,
  profile: BrandProfile,
  creative: VideoCreative,
): Promise<boolean> {
  const ffmpegPath = resolveFfmpegPath();
  if (!ffmpegPath) return false;
  const espeakPath = resolveEspeakPath();
  const workDir = await mkdtemp(path.join(tmpdir(), 'hookline-discover-video-'));
  try {
    const file = path.join(workDir, 'video.mp4');
    const { poster } = await renderVideo({
      ffmpegPath,
      scenes: videoScenes(profile, creative),
      durationMs: creative.durationMs,
      voiceOver: espeakPath
        ? { espeakPath, text: creative.script.spokenLine, voice: creative.voice }
        : undefined,
      workDir,
      file,
    });
    if (!(await context.storage.head(creative.posterKey))) {
      await context.storage.put(creative.posterKey, poster, 'image/jpeg');
    }
    await context.storage.putFile(creative.key, file, 'video/mp4', { move: true });
    return true;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
