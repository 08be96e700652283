import { createHash } from 'node:crypto';

/**
 * The sandbox's ids. Every workspace launches into the same sandbox account ids, so an id is derived from
 * the workspace and the idempotency key: the same create repeated gives the same id, and two workspaces
 * never share one.
 */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Digits from a digest, as Meta's numeric ids look. */
function digits(hex: string, length: number): string {
  let out = '';
  for (let index = 0; out.length < length; index += 1) {
    out += String(parseInt(hex.slice(index * 2, index * 2 + 2), 16) % 10);
  }
  return out;
}

export type SandboxObject = 'campaign' | 'adset' | 'creative' | 'ad' | 'leadform';
const KIND_DIGIT: Readonly<Record<SandboxObject, string>> = {
  campaign: '0',
  adset: '1',
  creative: '3',
  ad: '2',
  leadform: '7',
};

/** A Meta-like id (`1209…`) of an object a workspace created in the sandbox. */
export function sandboxObjectId(kind: SandboxObject, workspaceId: string, key: string): string {
  return `129${KIND_DIGIT[kind]}${digits(digest(`${kind}:${workspaceId}:${key}`), 14)}`;
}

/** An image's hash: hexadecimal, like Meta's, from the bytes' sha256 alone. */
export const sandboxImageHash = (sha256: string): string => digest(`image:${sha256}`).slice(0, 32);

/** A video's id: digits, like Meta's, from the bytes' sha256 alone. */
export const sandboxVideoId = (sha256: string): string => `9${digits(digest(`video:${sha256}`), 15)}`;
