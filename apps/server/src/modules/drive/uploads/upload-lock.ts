import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { driveUploads } from '../tables.ts';

/** A lock is held this long at a time, and renewed while its request runs: a server that died lets go soon. */
const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
/** How long a request waits for another to let go of the upload before giving up (tus's 500, retried). */
const ACQUIRE_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * tus's lock on an upload (one request writes its parts at a time), kept in the upload's row so that it holds
 * across servers: an upload started on one server may go on on another. While held, the lease is renewed
 * and the upload counts as active (it is not pruned, however long one part takes). A request on this server
 * that wants an upload this server's other request holds asks that one to let go, as tus expects; across
 * servers the newcomer waits for the holder to finish, or for its lease to end when it died.
 */
export function createUploadLocker(db: Executor): Locker {
  const releasers = new Map<string, RequestRelease>();
  return {
    newLock(id: string): Lock {
      const token = randomBytes(12).toString('hex');
      let renewal: NodeJS.Timeout | undefined;
      let release: RequestRelease | undefined;
      const tryTake = async () => {
        const taken = await db
          .update(driveUploads)
          .set({
            lockedBy: token,
            lockedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
            activeAt: sql`now()`,
          })
          .where(
            and(
              eq(driveUploads.id, id),
              or(isNull(driveUploads.lockedBy), lt(driveUploads.lockedUntil, sql`now()`)),
            ),
          )
          .returning({ id: driveUploads.id });
        if (taken.length > 0) return 'taken';
        const [row] = await db
          .select({ id: driveUploads.id })
          .from(driveUploads)
          .where(eq(driveUploads.id, id))
          .limit(1);
        // tus takes the lock after the upload was recorded; an upload that is gone has nothing to guard.
        return row ? 'busy' : 'gone';
      };
      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
          for (;;) {
            const outcome = await tryTake();
            if (outcome === 'gone') return;
            if (outcome === 'taken') break;
            await releasers.get(id)?.();
            if (signal.aborted || Date.now() > deadline) {
              // tus answers its own errors, which are plain `{ status_code, body }` objects.
              // eslint-disable-next-line @typescript-eslint/only-throw-error
              throw ERRORS.ERR_LOCK_TIMEOUT;
            }
            await sleep(POLL_MS, signal);
          }
          release = requestRelease;
          releasers.set(id, release);
          renewal = setInterval(() => {
            db.update(driveUploads)
              .set({
                lockedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
                activeAt: sql`now()`,
              })
              .where(and(eq(driveUploads.id, id), eq(driveUploads.lockedBy, token)))
              .catch(() => undefined);
          }, RENEW_EVERY_MS);
          renewal.unref();
        },
        async unlock() {
          clearInterval(renewal);
          if (release !== undefined && releasers.get(id) === release) releasers.delete(id);
          await db
            .update(driveUploads)
            .set({ lockedBy: null, lockedUntil: null, activeAt: sql`now()` })
            .where(and(eq(driveUploads.id, id), eq(driveUploads.lockedBy, token)));
        },
      };
    },
  };
}
