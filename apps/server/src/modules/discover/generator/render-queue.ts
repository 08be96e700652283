import { desc, like } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { discoverAds, discoverBrands } from '../tables.ts';
import { parseGeneratedMediaKey } from './media-keys.ts';

/**
 * Every file of the generated library in the order it is rendered ahead of use: the logos, then the images and
 * video posters in the order Discover lists the ads (newest first), then the videos, which take longest.
 * Only keys the generator makes are listed; an image's thumbnail comes with its image.
 */
export async function libraryRenderQueue(db: Executor): Promise<string[]> {
  const brands = await db
    .select({ logoKey: discoverBrands.logoKey })
    .from(discoverBrands)
    .where(like(discoverBrands.logoKey, 'discover/brands/%'))
    .orderBy(discoverBrands.name);
  const ads = await db
    .select({ assets: discoverAds.assets })
    .from(discoverAds)
    .orderBy(desc(discoverAds.startDate), desc(discoverAds.id));
  const stills: string[] = [];
  const videos: string[] = [];
  for (const { assets } of ads) {
    for (const asset of assets) {
      if (asset.type === 'image') stills.push(asset.key);
      else {
        if (asset.thumbnailKey) stills.push(asset.thumbnailKey);
        videos.push(asset.key);
      }
    }
  }
  const logos = brands.flatMap((brand) => (brand.logoKey ? [brand.logoKey] : []));
  return [...new Set([...logos, ...stills, ...videos])].filter(
    (key) => parseGeneratedMediaKey(key) !== undefined,
  );
}
