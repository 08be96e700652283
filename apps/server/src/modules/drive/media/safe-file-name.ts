/**
 * Control characters (`\p{Cc}`) and format characters (`\p{Cf}`: right-to-left and other bidi overrides and
 * isolates, zero-width joiners and spaces, the soft hyphen): a name holding them can show something else than
 * it is, `invoice<RLO>fdp.exe` reading as `invoiceexe.pdf`.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * A name safe as a file's name outside Hookline (a download, an entry of a zip): no control or format
 * characters (tabs and line breaks become a space), no path separator, and never empty, `.` or `..`.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\t\n\r]+/g, ' ')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(/[/\\]/g, '_')
    .trim();
  if (cleaned === '') return 'Untitled';
  return cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}
