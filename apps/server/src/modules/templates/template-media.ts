import { createHash } from 'node:crypto';
import type { TemplateOrientation } from '@hookline/domain';
import type { LibraryDesign } from './library/index.ts';

/*
 * Where a library design's previews live in storage, and the URL that serves them:
 * `GET /api/v1/templates/media/<key>`, public like Discover's media, since `<img>` sends no token and the
 * library's own designs are no tenant's data. A key names the design's fingerprint, so the bytes under a
 * key never change and browsers may keep them a year.
 */

const PREFIX = 'templates/previews';

/** Bump when the drawing of previews changes without any design changing: every preview is drawn again. */
const PREVIEW_DRAWING = 1;

/** The previews' sizes: portrait 4:5 and landscape ("Square") 1:1, 540 px wide. */
export const PREVIEW_SIZES: Readonly<Record<TemplateOrientation, { width: number; height: number }>> = {
  portrait: { width: 540, height: 675 },
  landscape: { width: 540, height: 540 },
};

/** A design's fingerprint: its previews are drawn again when it changes. */
export function designHash(design: LibraryDesign): string {
  return createHash('sha256')
    .update(JSON.stringify({ drawing: PREVIEW_DRAWING, design }))
    .digest('hex')
    .slice(0, 16);
}

/** A design key as a storage path's segment: lower-case letters, digits and single dashes. */
export const designSlug = (designKey: string): string =>
  designKey
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'design';

export const previewKey = (designKey: string, hash: string, orientation: TemplateOrientation): string =>
  `${PREFIX}/${designSlug(designKey)}/${hash}-${orientation}.png`;

const KEY_PATTERN =
  /^templates\/previews\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([0-9a-f]{16})-(portrait|landscape)\.png$/;
const MAX_KEY_LENGTH = 300;

/** What a preview key names, or undefined for any other key. */
export function parsePreviewKey(
  key: string,
): { slug: string; hash: string; orientation: TemplateOrientation } | undefined {
  if (key.length > MAX_KEY_LENGTH) return undefined;
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  return { slug: match[1]!, hash: match[2]!, orientation: match[3] as TemplateOrientation };
}

/** The served path of a stored preview, under the main service's base. */
export function templateMediaUrl(key: string): string {
  return `/api/v1/templates/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}
