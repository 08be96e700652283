import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../e2e-server.ts';

export const OUTBOX_DIR = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'outbox');

/** Undoes quoted-printable soft line breaks and escapes, enough to read a code out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest .eml written for `recipient` into `outboxDir`, waiting up to `timeoutMs` for it to appear. */
export async function newestMailTo(
  recipient: string,
  timeoutMs = 15_000,
  outboxDir = OUTBOX_DIR,
): Promise<string> {
  const safeRecipient = recipient.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outboxDir).catch(() => [] as string[]);
    const mine = names.filter((name) => name.endsWith('.eml') && name.includes(safeRecipient)).sort();
    const newest = mine.at(-1);
    if (newest) return decodeQuotedPrintable(await readFile(path.join(outboxDir, newest), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${recipient} in ${outboxDir}`);
}

/**
 * The 4-digit one-time code of the newest mail to `recipient`, read from the body ("Use this code to …:
 * 1234"): subjects carry no code.
 */
export async function otpFromOutbox(recipient: string, outboxDir = OUTBOX_DIR): Promise<string> {
  const mail = await newestMailTo(recipient, 15_000, outboxDir);
  const code = /code to [^:\r\n]+: (\d{4})\b/.exec(mail)?.[1];
  if (!code) throw new Error(`No 4-digit code in the mail to ${recipient}`);
  return code;
}
