import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../../platform/context.ts';

/**
 * A stored file as a file on this machine, for ffmpeg: in place for the local driver, else copied into
 * `workDir` as `name`. Undefined when storage doesn't hold it.
 */
export async function localStoredFile(
  context: AppContext,
  input: { key: string; workDir: string; name: string },
): Promise<string | undefined> {
  const inPlace = context.storage.localPath(input.key);
  if (inPlace && (await stat(inPlace).catch(() => undefined))?.isFile()) return inPlace;
  const stored = await context.storage.get(input.key);
  if (!stored) return undefined;
  const copy = path.join(input.workDir, input.name);
  await pipeline(stored.body, createWriteStream(copy));
  return copy;
}
