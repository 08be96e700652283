import type { AdAsset } from '../../shared/hookline-api.ts';
import { AD_LIMITS } from '../../shared/hookline-api.ts';
import { absoluteHttpUrl } from './dom-text.ts';

/** Images this small are icons, emoji or profile pictures, not the ad. */
const ICON_SIZE = 64;

function isIcon(image: Element): boolean {
  const width = Number(image.getAttribute('width') ?? NaN);
  const height = Number(image.getAttribute('height') ?? NaN);
  return (width > 0 && width <= ICON_SIZE) || (height > 0 && height <= ICON_SIZE);
}

function videoSource(video: HTMLVideoElement): string | null {
  return (
    video.getAttribute('src') ??
    video.querySelector('source[src]')?.getAttribute('src') ??
    (video.currentSrc || null)
  );
}

/**
 * The ad's images and videos inside `card`, as absolute http(s) URLs, in page order, without repeats. A video
 * whose file can't be fetched (a `blob:` stream) is saved as its poster image. `skip` leaves out images that
 * aren't the ad (the advertiser's picture, say).
 */
export function mediaAssets(
  card: Element,
  pageUrl: string,
  skip: (image: Element) => boolean = () => false,
): AdAsset[] {
  const assets: AdAsset[] = [];
  const seen = new Set<string>();
  const add = (type: AdAsset['type'], url: string | null) => {
    if (!url || seen.has(url) || url.length > AD_LIMITS.url) return;
    seen.add(url);
    assets.push({ type, url });
  };
  const posters = new Set<string>();
  for (const element of Array.from(card.querySelectorAll('img, video'))) {
    if (element.tagName === 'VIDEO') {
      const video = element as HTMLVideoElement;
      const poster = absoluteHttpUrl(video.getAttribute('poster'), pageUrl);
      if (poster) posters.add(poster);
      const source = absoluteHttpUrl(videoSource(video), pageUrl);
      if (source) add('video', source);
      else add('image', poster);
      continue;
    }
    if (isIcon(element) || skip(element)) continue;
    const image = element as HTMLImageElement;
    const url = absoluteHttpUrl(image.getAttribute('src') ?? image.currentSrc, pageUrl);
    if (url && !posters.has(url)) add('image', url);
  }
  return assets.slice(0, AD_LIMITS.assets);
}
