import path from 'node:path';

/** A key is a relative path of plain segments: it never names a place outside the storage's root. */
export function assertSafeKey(key: string): void {
  const normalised = path.posix.normalize(key);
  const unsafe =
    key === '' ||
    key.includes('\0') ||
    key.includes('\\') ||
    path.posix.isAbsolute(key) ||
    normalised !== key ||
    normalised.split('/').some((segment) => segment === '..' || segment === '.' || segment === '');
  if (unsafe) throw new Error(`Unsafe storage key: ${key}`);
}
