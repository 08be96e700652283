import { renderImage } from '../../platform/media/render-child/render-images.ts';
import type { ChapterKey, WelcomeSlide } from './welcome-script.ts';

/*
 * The welcome video's title cards, drawn as SVG and rendered at 640x360 in the render process: the chapter and the slide's
 * words on the left, and on the right a sketch of the product's screen the chapter is about (Inspiration's
 * grid of saved ads, a Detective report's charts, the Creative Hub's review studio).
 */

export const CARD_WIDTH = 640;
export const CARD_HEIGHT = 360;

const CHAPTER_LABELS: Record<ChapterKey, string> = {
  inspiration: 'INSPIRATION',
  detective: 'DETECTIVE',
  drive: 'CREATIVE HUB',
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A window of the app at (x, y), with its sidebar, holding `content`. */
function appWindow(content: string): string {
  return `
  <g transform="translate(352 58)">
    <rect width="262" height="244" rx="12" fill="#ffffff" opacity="0.97"/>
    <rect width="262" height="24" rx="12" fill="#eef0ff"/>
    <rect y="12" width="262" height="12" fill="#eef0ff"/>
    <circle cx="14" cy="12" r="4" fill="#ff8787"/><circle cx="28" cy="12" r="4" fill="#ffd43b"/><circle cx="42" cy="12" r="4" fill="#69db7c"/>
    <rect x="0" y="24" width="50" height="220" fill="#f4f5fb"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="10" y="${38 + i * 22}" width="30" height="8" rx="4" fill="${i === 0 ? '#5c63f2' : '#d0d4ee'}"/>`).join('')}
    <g transform="translate(60 34)">${content}</g>
  </g>`;
}

function inspirationScreen(): string {
  const colors = ['#ffd8a8', '#b2f2bb', '#a5d8ff', '#fcc2d7', '#d0bfff', '#ffec99'];
  const cards = colors
    .map((color, i) => {
      const x = (i % 3) * 64;
      const y = Math.floor(i / 3) * 100;
      return `<g transform="translate(${x} ${y})"><rect width="58" height="92" rx="6" fill="#f8f9fa" stroke="#e9ecef"/>
        <circle cx="10" cy="10" r="5" fill="#adb5bd"/><rect x="18" y="7" width="30" height="6" rx="3" fill="#ced4da"/>
        <rect x="5" y="20" width="48" height="48" rx="4" fill="${color}"/>
        <rect x="5" y="74" width="34" height="6" rx="3" fill="#ced4da"/><rect x="42" y="72" width="12" height="10" rx="3" fill="#5c63f2"/></g>`;
    })
    .join('');
  return `<rect width="120" height="10" rx="5" fill="#343a40"/><g transform="translate(0 18)">${cards}</g>`;
}

function detectiveScreen(): string {
  const bars = [38, 62, 50, 84, 70, 96, 78]
    .map(
      (h, i) =>
        `<rect x="${6 + i * 26}" y="${110 - h}" width="16" height="${h}" rx="3" fill="${i === 5 ? '#5c63f2' : '#bac8ff'}"/>`,
    )
    .join('');
  return `<rect width="130" height="10" rx="5" fill="#343a40"/>
    <g transform="translate(0 20)"><rect width="190" height="120" rx="6" fill="#f8f9fa" stroke="#e9ecef"/>${bars}</g>
    <g transform="translate(0 150)">
      ${[0, 1, 2].map((i) => `<rect x="${i * 64}" y="0" width="58" height="44" rx="6" fill="#f8f9fa" stroke="#e9ecef"/><rect x="${i * 64 + 8}" y="10" width="30" height="6" rx="3" fill="#adb5bd"/><rect x="${i * 64 + 8}" y="24" width="40" height="10" rx="3" fill="${['#5c63f2', '#20c997', '#fd7e14'][i]}"/>`).join('')}
    </g>`;
}

function driveScreen(): string {
  return `<rect width="110" height="10" rx="5" fill="#343a40"/>
    <g transform="translate(0 20)"><rect width="124" height="176" rx="6" fill="#212529"/>
      <rect x="14" y="24" width="96" height="120" rx="4" fill="#ffc9c9"/>
      <circle cx="78" cy="70" r="16" fill="none" stroke="#fa5252" stroke-width="3"/>
      <rect x="14" y="154" width="96" height="6" rx="3" fill="#495057"/><rect x="14" y="154" width="40" height="6" rx="3" fill="#5c63f2"/></g>
    <g transform="translate(132 20)">
      ${[0, 1, 2].map((i) => `<rect y="${i * 40}" width="64" height="34" rx="6" fill="${i === 0 ? '#edf2ff' : '#f8f9fa'}" stroke="#e9ecef"/><rect x="8" y="${i * 40 + 9}" width="22" height="6" rx="3" fill="#5c63f2"/><rect x="8" y="${i * 40 + 20}" width="44" height="5" rx="2.5" fill="#ced4da"/>`).join('')}
      <rect y="128" width="64" height="22" rx="6" fill="#5c63f2"/><rect x="14" y="136" width="36" height="6" rx="3" fill="#ffffff"/>
    </g>`;
}

const SCREENS: Record<ChapterKey, () => string> = {
  inspiration: inspirationScreen,
  detective: detectiveScreen,
  drive: driveScreen,
};

/** Words in lines of at most `width` characters (a longer word has a line of its own). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The slide's card as SVG. */
export function titleCardSvg(slide: WelcomeSlide): string {
  const lines = slide.lines
    .map(
      (line, index) =>
        `<text x="32" y="${206 + index * 22}" font-size="14" fill="#dbe0ff">${escapeXml(line)}</text>`,
    )
    .join('');
  const titleLines = wrapWords(slide.title, 18);
  const titleTop = 170 - (titleLines.length - 1) * 30;
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="32" y="${titleTop + index * 30}" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1f5c"/><stop offset="1" stop-color="#4b3fc9"/></linearGradient></defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <circle cx="600" cy="30" r="120" fill="#ffffff" opacity="0.05"/>
  <text x="32" y="52" font-size="16" font-weight="700" fill="#ffffff">Hookline</text>
  <rect x="32" y="86" width="${CHAPTER_LABELS[slide.chapter].length * 9.6 + 22}" height="24" rx="12" fill="#ffffff" opacity="0.16"/>
  <text x="42" y="103" font-size="12" font-weight="700" letter-spacing="1.2" fill="#ffffff">${CHAPTER_LABELS[slide.chapter]}</text>
  ${title}
  ${lines}
  ${appWindow(SCREENS[slide.chapter]())}
</svg>`;
}

/** The slide's card as a PNG. */
export function renderTitleCard(slide: WelcomeSlide): Promise<Buffer> {
  return renderImage({ svg: titleCardSvg(slide) }, { format: 'png' });
}
