import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, AVATAR_MIN_SIDE_PX, MESSAGES } from '@hookline/domain';

export interface ImageSize {
  width: number;
  height: number;
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

/**
 * The rules of a profile picture (JPG or PNG, 8 MB, at least 250x250 px), checked before uploading it; the
 * server checks them again by the file's content. Resolves to the message of the first broken rule, or null.
 */
export async function imageProblem(
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<string | null> {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageTypeInvalid;
  if (file.size > AVATAR_MAX_BYTES) return MESSAGES.imageTooLarge;
  try {
    const { width, height } = await readSize(file);
    return width < AVATAR_MIN_SIDE_PX || height < AVATAR_MIN_SIDE_PX ? MESSAGES.imageTooSmall : null;
  } catch {
    return MESSAGES.imageTypeInvalid;
  }
}
