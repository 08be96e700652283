import { createHash } from 'node:crypto';
import type { TemplateOrientation } from '@hookline/domain';
import { createSignedLinks } from '../../platform/crypto/signed-links.ts';
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

const IMPORT_PREFIX = 'templates/imports';
const IMPORT_KEY_PATTERN =
  /^templates\/imports\/([0-9a-f-]{36})\/([0-9a-f-]{36})-([0-9a-f]{16})-(portrait|landscape)\.png$/;

/**
 * Where an organisation's imported design keeps its preview: named by the organisation, the template and the
 * preview's fingerprint (a re-import's new preview gets a new key, so a browser never keeps the old one).
 */
export const importPreviewKey = (
  input: { orgId: string; templateId: string; orientation: TemplateOrientation },
  bytes: Buffer,
): string =>
  `${IMPORT_PREFIX}/${input.orgId}/${input.templateId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}-${input.orientation}.png`;

export const isImportPreviewKey = (key: string): boolean =>
  key.length <= MAX_KEY_LENGTH && IMPORT_KEY_PATTERN.test(key);

const pathOf = (key: string) => `/api/v1/templates/media/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The served paths of stored previews, under the main service's base. The library's own are public; an
 * import's are its organisation's data, so their links are signed (platform/crypto/signed-links.ts) and
 * handed out only in answers its members may read.
 */
export interface TemplateMediaLinks {
  url(key: string): string;
  /** Whether an import preview's `exp` and `sig` are a valid, unexpired signature of its key. */
  verify(key: string, exp: string, sig: string): boolean;
}

export function templateMediaLinks(secret: string): TemplateMediaLinks {
  const links = createSignedLinks(secret, 'hookline:template-import-preview:v1');
  return {
    url: (key) => (isImportPreviewKey(key) ? `${pathOf(key)}?${links.query(key)}` : pathOf(key)),
    verify: (key, exp, sig) => links.verify(key, exp, sig),
  };
}
