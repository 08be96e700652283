import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage.ts';
import { assertSafeKey } from './storage-keys.ts';

/**
 * Files on this machine's disk under `rootDir`. Each write goes to a temporary file beside its target and
 * is renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  };
  const temporaryBeside = async (file: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    return `${file}.${randomBytes(6).toString('hex')}.tmp`;
  };
  const writeInPlace = async (file: string, write: (temporary: string) => Promise<void>) => {
    const temporary = await temporaryBeside(file);
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    async put(key, body) {
      const file = resolve(key);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await writeInPlace(file, (temporary) => pipeline(source, createWriteStream(temporary)));
    },
    async putFile(key, filePath, _contentType, options) {
      const file = resolve(key);
      if (options?.move) {
        await mkdir(path.dirname(file), { recursive: true });
        try {
          await rename(filePath, file);
          return;
        } catch (error) {
          // Another file system (the uploads folder on its own volume): copy, then remove the original.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      await writeInPlace(file, (temporary) => copyFile(filePath, temporary));
      if (options?.move) await unlink(filePath);
    },
    async get(key, range) {
      const file = resolve(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      if (!range) return { body: createReadStream(file), size: info.size };
      const end = Math.min(range.end, info.size - 1);
      return {
        body: createReadStream(file, { start: range.start, end }),
        size: Math.max(0, end - range.start + 1),
      };
    },
    async head(key) {
      const info = await stat(resolve(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deleteMany(keys) {
      for (const key of keys) await rm(resolve(key), { force: true });
    },
    localPath: (key) => resolve(key),
  };
}
