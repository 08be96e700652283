import { CALL_TO_ACTIONS } from '@hookline/domain';
import type { CreativeSpec, PlacementPreview } from '../launch-platform.ts';
import type { PreviewPicture } from './sandbox-pictures.ts';

/**
 * The sandbox's own previews: a feed post and a story drawn as SVG, with the Page, the copy, the button and
 * the picture of the Creative Hub file chosen for the placement (its thumbnail, a video's poster), answered
 * as data URLs so they need no route and no network.
 */

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Breaks text into at most `lines` lines of about `width` characters, the last one ending in "…" if cut. */
function wrap(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > width) {
      out.push(line);
      line = word;
      if (out.length === lines) break;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (out.length < lines && line) out.push(line);
  if (out.length === lines && words.join(' ').length > out.join(' ').length) {
    out[lines - 1] = `${(out[lines - 1] ?? '').slice(0, width - 1)}…`;
  }
  return out;
}

interface PlacementMedia {
  picture: PreviewPicture | undefined;
  video: boolean;
}

/** The asset made for the placement group, else the one that serves every placement, with its picture. */
function mediaOf(
  spec: CreativeSpec,
  placement: 'feeds' | 'stories_reels',
  pictures: ReadonlyMap<string, PreviewPicture>,
): PlacementMedia {
  const asset =
    spec.assets.find((candidate) => candidate.placement === placement) ??
    spec.assets.find((candidate) => candidate.placement === null) ??
    spec.assets[0];
  return {
    picture: asset?.hubVersionId ? pictures.get(asset.hubVersionId) : undefined,
    video: asset?.videoId !== undefined,
  };
}

/** Meta's feeds show media from 1.91:1 to 4:5; beyond that they crop to the nearest. */
const feedAspectRatio = (picture: PreviewPicture | undefined): number =>
  Math.min(1.91, Math.max(0.8, picture?.aspectRatio ?? 1));

/** The picture filling a box, or, while the file's thumbnail is still being made, a plain box that says so. */
function mediaBox(
  media: PlacementMedia,
  box: { x: number; y: number; width: number; height: number },
): string {
  const { x, y, width, height } = box;
  if (media.picture) {
    return `<image href="${media.picture.dataUrl}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#d8dadf"/><text x="${x + width / 2}" y="${y + height / 2}" text-anchor="middle" font-size="14" fill="#65676b">The file's preview is being made</text>`;
}

const playButton = (x: number, y: number): string =>
  `<circle cx="${x}" cy="${y}" r="28" fill="rgba(0,0,0,0.55)"/><path d="M${x - 9} ${y - 14} L${x + 15} ${y} L${x - 9} ${y + 14} Z" fill="#fff"/>`;

function feedPost(
  spec: CreativeSpec,
  pageName: string,
  pictures: ReadonlyMap<string, PreviewPicture>,
): string {
  const media = mediaOf(spec, 'feeds', pictures);
  const mediaHeight = Math.round(400 / feedAspectRatio(media.picture));
  const text = wrap(spec.primaryText, 58, 3)
    .map((line, index) => `<text x="16" y="${84 + index * 20}" class="body">${escapeXml(line)}</text>`)
    .join('');
  const button = CALL_TO_ACTIONS[spec.cta];
  const domain = spec.url.replace(/^https?:\/\//, '').split(/[/?#]/)[0] ?? '';
  const top = 150;
  const below = top + mediaHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="${below + 110}" viewBox="0 0 400 ${below + 110}" font-family="Helvetica, Arial, sans-serif">
<style>.body{font-size:14px;fill:#1c1e21}.muted{font-size:12px;fill:#65676b}.title{font-size:15px;font-weight:bold;fill:#1c1e21}</style>
<rect width="100%" height="100%" fill="#fff" stroke="#dddfe2"/>
<circle cx="36" cy="36" r="20" fill="#1877f2"/><text x="36" y="42" text-anchor="middle" fill="#fff" font-size="16" font-weight="bold">${escapeXml(pageName.slice(0, 1))}</text>
<text x="66" y="32" class="title">${escapeXml(pageName)}</text><text x="66" y="50" class="muted">Sponsored</text>
${text}
${mediaBox(media, { x: 0, y: top, width: 400, height: mediaHeight })}
${media.video ? playButton(200, top + mediaHeight / 2) : ''}
<rect x="0" y="${below}" width="400" height="76" fill="#f0f2f5"/>
<text x="16" y="${below + 22}" class="muted">${escapeXml(domain.toUpperCase())}</text>
<text x="16" y="${below + 42}" class="title">${escapeXml(wrap(spec.headline, 30, 1)[0] ?? '')}</text>
<text x="16" y="${below + 62}" class="muted">${escapeXml(wrap(spec.description, 36, 1)[0] ?? '')}</text>
${spec.cta === 'NO_BUTTON' ? '' : `<rect x="282" y="${below + 20}" width="104" height="36" rx="6" fill="#e4e6eb"/><text x="334" y="${below + 43}" text-anchor="middle" class="title" font-size="14">${escapeXml(button)}</text>`}
<line x1="16" y1="${below + 82}" x2="384" y2="${below + 82}" stroke="#dddfe2"/><text x="66" y="${below + 104}" text-anchor="middle" class="muted">Like</text><text x="200" y="${below + 104}" text-anchor="middle" class="muted">Comment</text><text x="334" y="${below + 104}" text-anchor="middle" class="muted">Share</text>
</svg>`;
}

function story(spec: CreativeSpec, pageName: string, pictures: ReadonlyMap<string, PreviewPicture>): string {
  const media = mediaOf(spec, 'stories_reels', pictures);
  const text = wrap(spec.primaryText, 40, 2)
    .map(
      (line, index) =>
        `<text x="180" y="${520 + index * 22}" text-anchor="middle" class="story">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640" font-family="Helvetica, Arial, sans-serif">
<style>.story{font-size:15px;fill:#fff}</style>
<rect width="360" height="640" rx="18" fill="#111"/>
${mediaBox(media, { x: 0, y: 0, width: 360, height: 640 })}
<rect width="360" height="96" fill="rgba(0,0,0,0.35)"/>
<rect x="12" y="12" width="336" height="3" rx="1.5" fill="rgba(255,255,255,0.9)"/>
<circle cx="32" cy="46" r="16" fill="#1877f2" stroke="#fff" stroke-width="2"/><text x="32" y="52" text-anchor="middle" fill="#fff" font-size="14" font-weight="bold">${escapeXml(pageName.slice(0, 1))}</text>
<text x="56" y="44" class="story" font-weight="bold">${escapeXml(pageName)}</text><text x="56" y="62" class="story" font-size="12">Sponsored</text>
${media.video ? playButton(180, 300) : ''}
<rect x="0" y="480" width="360" height="160" fill="rgba(0,0,0,0.45)"/>
${text}
${spec.cta === 'NO_BUTTON' ? '' : `<rect x="100" y="580" width="160" height="40" rx="20" fill="#fff"/><text x="180" y="606" text-anchor="middle" font-size="15" font-weight="bold" fill="#1c1e21">${escapeXml(CALL_TO_ACTIONS[spec.cta])}</text>`}
</svg>`;
}

/**
 * A feed post and a story of the creative, as the Page named `pageName` would show it, each with the picture
 * (from `pictures`, by Creative Hub version) of the asset made for its placement.
 */
export function sandboxPreviews(
  spec: CreativeSpec,
  pageName: string,
  pictures: ReadonlyMap<string, PreviewPicture>,
): PlacementPreview[] {
  return [
    { placement: 'FACEBOOK_FEED', imageURL: dataUrl(feedPost(spec, pageName, pictures)) },
    { placement: 'INSTAGRAM_STORY', imageURL: dataUrl(story(spec, pageName, pictures)) },
  ];
}
