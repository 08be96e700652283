import type { TestApp } from '../../../test/test-app.ts';
import type { StoredDiscoverAsset } from '../tables.ts';
import { insertAd, insertBrand } from '../test-support/discover-rows.ts';

let stored = 0;

/** A video ad whose video (the clip at `clipPath`) sits in the storage driver, as the library keeps it. */
export async function insertVideoAd(
  t: TestApp,
  input: { clipPath: string; brandName?: string; body?: string; languages?: string[] },
) {
  stored += 1;
  const key = `discover/tests/video-${stored}.mp4`;
  await t.context.storage.putFile(key, input.clipPath, 'video/mp4');
  const video: StoredDiscoverAsset = {
    type: 'video',
    key,
    thumbnailKey: null,
    width: 320,
    height: 240,
    durationMs: 4_000,
  };
  const brand = await insertBrand(t, { name: input.brandName ?? `Brand ${stored}` });
  return insertAd(t, {
    brand,
    format: 'video',
    body: input.body ?? 'Watch this',
    languages: input.languages ?? ['en'],
    assets: [video],
  });
}

/** An image ad: nothing to transcribe. */
export async function insertImageAd(t: TestApp) {
  const brand = await insertBrand(t, { name: 'Still Life' });
  return insertAd(t, {
    brand,
    format: 'image',
    assets: [
      {
        type: 'image',
        key: 'discover/tests/still.jpg',
        thumbnailKey: null,
        width: 10,
        height: 10,
        durationMs: null,
      },
    ],
  });
}
