import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, AVATAR_MIN_SIDE_PX, MESSAGES } from '@hookline/domain';

export interface ImageSize {
  width: number;
  height: number;
}

const ACCEPTED: readonly string[] = AVATAR_MIME_TYPES;

/** Type and size rules of an avatar or logo (spec section 9), checked before reading its pixels. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return MESSAGES.imageTypeInvalid;
  if (file.size > AVATAR_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

export function checkImageSize(size: ImageSize): string | null {
  return size.width < AVATAR_MIN_SIDE_PX || size.height < AVATAR_MIN_SIDE_PX ? MESSAGES.imageTooSmall : null;
}

/** Reads an image's pixel size in the browser. */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      reject(new Error(MESSAGES.imageTypeInvalid));
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** All three checks; resolves to the message of the first broken rule, or null. */
export async function checkImage(
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<string | null> {
  const fileProblem = checkImageFile(file);
  if (fileProblem) return fileProblem;
  try {
    return checkImageSize(await readSize(file));
  } catch {
    return MESSAGES.imageTypeInvalid;
  }
}
