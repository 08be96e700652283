import { INSPIRATION_ASSETS_MAX, INSPIRATION_MEDIA_MAX_BYTES, INSPIRATION_MESSAGES } from '@hookline/domain';

/** What a saved ad's media may be (INSPIRATION_MESSAGES.mediaType): by extension, and by type for the picker. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;

export const AD_MEDIA_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/webm': ['.webm'],
};

/** An image or a video by its name's extension; null for any other file. */
export function adMediaKindOf(name: string): 'image' | 'video' | null {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!extension) return null;
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return null;
}

/**
 * Adds picked files to those already chosen: other types, empty files and files over 100 MB are refused,
 * and so is anything past the ad's 10 images and videos. `refusal` says why, in the server's words.
 */
export function addAdMedia<T extends { name: string; size: number }>(
  chosen: readonly T[],
  picked: readonly T[],
): { files: T[]; refusal: string | null } {
  const files = [...chosen];
  const reasons = new Set<string>();
  for (const file of picked) {
    if (adMediaKindOf(file.name) === null || file.size === 0) reasons.add(INSPIRATION_MESSAGES.mediaType);
    else if (file.size > INSPIRATION_MEDIA_MAX_BYTES) reasons.add(INSPIRATION_MESSAGES.mediaTooLarge);
    else if (files.length >= INSPIRATION_ASSETS_MAX) reasons.add(INSPIRATION_MESSAGES.tooManyAssets);
    else files.push(file);
  }
  return { files, refusal: reasons.size > 0 ? [...reasons].join('. ') : null };
}
