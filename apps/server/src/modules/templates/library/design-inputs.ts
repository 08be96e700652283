/* What a person puts in a design, made safe for an SVG: texts without the characters XML forbids, images by type. */

/** XML 1.0's characters: tab, line feed, carriage return, and the rest from space up, bar surrogates and two. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/**
 * A text safe to put in an SVG: no characters XML 1.0 forbids (NUL and the other controls, lone surrogates,
 * U+FFFE and U+FFFF), one line, trimmed.
 */
export function cleanText(text: string): string {
  return Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The MIME type of a PNG, JPEG or WebP by its first bytes, or null. */
export function imageMime(bytes: Buffer): string | null {
  if (bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length > 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Whether a PNG or WebP may have transparent pixels, by its header; a JPEG never has. */
export function hasAlpha(bytes: Buffer): boolean {
  const mime = imageMime(bytes);
  if (mime === 'image/png') {
    const colourType = bytes[25];
    return colourType === 4 || colourType === 6 || bytes.subarray(0, 4096).includes('tRNS');
  }
  if (mime === 'image/webp') return bytes.toString('latin1', 12, 16) !== 'VP8 ';
  return false;
}
