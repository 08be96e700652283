import {
  DRIVE_IMAGE_EXTENSIONS,
  DRIVE_MAX_FILE_BYTES,
  DRIVE_UPLOAD_MESSAGES,
  DRIVE_VIDEO_EXTENSIONS,
  type DriveMediaKind,
} from '@hookline/domain';

/** What the file picker offers (spec section 9: video and image), by extension and by type. */
export const UPLOAD_ACCEPT = [
  ...DRIVE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...DRIVE_VIDEO_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/quicktime',
  'video/webm',
].join(',');

const MAX_GB = DRIVE_MAX_FILE_BYTES / 1024 ** 3;

/** A file's kind by its extension (spec section 3, "Upload types"); null for any other file. */
export function mediaKindOf(name: string): DriveMediaKind | null {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!extension) return null;
  if ((DRIVE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((DRIVE_VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return null;
}

export interface Refusal {
  name: string;
  reason: 'type' | 'size' | 'empty';
}

/** Splits picked or dropped files into those that may be uploaded and those refused before any upload. */
export function sortOutFiles<T extends { name: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; refused: Refusal[] } {
  const accepted: T[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (mediaKindOf(file.name) === null) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > DRIVE_MAX_FILE_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (file.size === 0) refused.push({ name: file.name, reason: 'empty' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

const listed = (names: readonly string[]) =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

/** What the user is told about refused files: the rule, then which files, one sentence per reason. */
export function refusalMessage(refused: readonly Refusal[]): string | null {
  if (refused.length === 0) return null;
  const of = (reason: Refusal['reason']) => refused.filter((r) => r.reason === reason).map((r) => r.name);
  const parts: string[] = [];
  const wrongType = of('type');
  if (wrongType.length > 0) {
    parts.push(`${DRIVE_UPLOAD_MESSAGES.typeNotAllowed}. Not uploaded: ${listed(wrongType)}.`);
  }
  const tooLarge = of('size');
  if (tooLarge.length > 0) {
    parts.push(`${DRIVE_UPLOAD_MESSAGES.fileTooLarge(MAX_GB)}. Not uploaded: ${listed(tooLarge)}.`);
  }
  const empty = of('empty');
  if (empty.length > 0) parts.push(`Empty files can't be uploaded: ${listed(empty)}.`);
  return parts.join(' ');
}
