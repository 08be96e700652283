import { open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadProduct } from '@hookline/domain';
import { FileStore } from '@tus/file-store';

/** How long an unfinished upload may wait for its next part, and a finished one's id keeps its answer. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Where an upload goes and who started it: decided and checked when it is created. */
export interface UploadTarget {
  orgId: string;
  workspaceId: string;
  /** Null: the workspace's root. */
  folderId: string | null;
  /** Set: the upload adds a version to this file. */
  fileId: string | null;
  /** Null for an upload through a file-collect link. */
  uploadedByUserId: string | null;
  fileCollectId: string | null;
  uploaderName: string | null;
}

export interface UploadRecord extends UploadTarget {
  id: string;
  /** What the upload becomes: absent for a Creative Hub file or version. */
  product?: Exclude<UploadProduct, 'drive'>;
  createdAt: string;
  size: number;
  filename: string;
  resolution: string | null;
  /** Set once the upload became a file's version; the id then answers HEAD with it and nothing else. */
  result?: { fileId: string; versionId: string };
}

/**
 * The uploads staged on this machine's disk (`$DATA_DIR/uploads`): tus's own files (`<id>` holds the bytes,
 * `<id>.json` tus's state) and Hookline's record of each upload (`<id>.upload.json`).
 */
export interface UploadStaging {
  dir: string;
  store: FileStore;
  read(id: string): Promise<UploadRecord | undefined>;
  write(record: UploadRecord): Promise<void>;
  /** The staged bytes of an upload, complete or not. */
  bytesPath(id: string): string;
  /** Claims the completion of an upload for this caller; false when another request already has it. */
  claimCompletion(id: string): Promise<boolean>;
  /** Removes the staged bytes and tus's state; keeps the record unless `withRecord`. */
  discard(id: string, options?: { withRecord?: boolean }): Promise<void>;
  /** Removes what is older than the TTL: unfinished uploads and the records of finished ones. */
  prune(now?: Date): Promise<number>;
}

const RECORD_SUFFIX = '.upload.json';
const CLAIM_SUFFIX = '.completing';
const ID_PATTERN = /^[0-9a-f]{32}$/;

const stagings = new Map<string, UploadStaging>();

/** One staging per folder, shared by the routes and the prune job of a process. */
export function uploadStaging(dataDir: string): UploadStaging {
  const dir = path.join(dataDir, 'uploads');
  const existing = stagings.get(dir);
  if (existing) return existing;
  const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: UPLOAD_TTL_MS });
  const file = (id: string, suffix = '') => {
    if (!ID_PATTERN.test(id)) throw new Error(`Not an upload id: ${id}`);
    return path.join(dir, `${id}${suffix}`);
  };
  const staging: UploadStaging = {
    dir,
    store,
    async read(id) {
      if (!ID_PATTERN.test(id)) return undefined;
      const text = await readFile(file(id, RECORD_SUFFIX), 'utf8').catch(() => undefined);
      return text === undefined ? undefined : (JSON.parse(text) as UploadRecord);
    },
    async write(record) {
      const target = file(record.id, RECORD_SUFFIX);
      await writeFile(`${target}.tmp`, JSON.stringify(record));
      await rename(`${target}.tmp`, target);
    },
    bytesPath: (id) => file(id),
    async claimCompletion(id) {
      try {
        // `wx` fails when the file exists: only one request, in any process sharing the folder, gets it.
        await (await open(file(id, CLAIM_SUFFIX), 'wx')).close();
        return true;
      } catch {
        return false;
      }
    },
    async discard(id, options) {
      await Promise.all([
        rm(file(id), { force: true }),
        rm(file(id, '.json'), { force: true }),
        rm(file(id, CLAIM_SUFFIX), { force: true }),
        options?.withRecord ? rm(file(id, RECORD_SUFFIX), { force: true }) : Promise.resolve(),
      ]);
    },
    async prune(now = new Date()) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const ids = new Set(names.map((name) => name.slice(0, 32)).filter((id) => ID_PATTERN.test(id)));
      let pruned = 0;
      for (const id of ids) {
        const record = await staging.read(id);
        const createdAt = record ? Date.parse(record.createdAt) : undefined;
        const age = createdAt === undefined ? Number.POSITIVE_INFINITY : now.getTime() - createdAt;
        if (age <= UPLOAD_TTL_MS) continue;
        await staging.discard(id, { withRecord: true });
        pruned += 1;
      }
      return pruned;
    },
  };
  stagings.set(dir, staging);
  return staging;
}
