import { and, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/uuid.ts';
import type { AuthenticatedUser } from '../../platform/http/authenticate.ts';
import { authSessions } from './tables.ts';

/** The live sessions among a list of ids (comma-separated: one parameter, whatever the number of ids). */
const liveSessionsQuery = (db: Executor) =>
  db
    .select({ id: authSessions.id, userId: authSessions.userId })
    .from(authSessions)
    .where(
      and(
        sql`${authSessions.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`,
        isNull(authSessions.revokedAt),
      ),
    )
    .prepare('auth_live_sessions');

interface Check {
  session: AuthenticatedUser;
  settle: (live: boolean) => void;
  fail: (error: unknown) => void;
}

/**
 * Whether a request's session is live and its user's own, asked of the database for every request, so that
 * a logout or a password change refuses the very next request. The checks that arrive while one statement
 * is on its way go together in the next one: each is still answered by a statement sent after it arrived,
 * but under load the sessions cost one statement per round trip instead of one per request.
 */
export function liveSessionChecker(db: Executor): (session: AuthenticatedUser) => Promise<boolean> {
  const query = liveSessionsQuery(db);
  let waiting: Check[] = [];
  let sending = false;

  const send = () => {
    if (sending || waiting.length === 0) return;
    const checks = waiting;
    waiting = [];
    sending = true;
    const ids = [...new Set(checks.map((check) => check.session.sessionId))];
    query
      .execute({ ids: ids.join(',') })
      .then(
        (rows) => {
          // Compared as the uuid column compares them: letter case aside.
          const owners = new Map(rows.map((row) => [row.id.toLowerCase(), row.userId.toLowerCase()]));
          for (const { session, settle } of checks) {
            settle(owners.get(session.sessionId.toLowerCase()) === session.userId.toLowerCase());
          }
        },
        (error: unknown) => {
          for (const check of checks) check.fail(error);
        },
      )
      .finally(() => {
        sending = false;
        send();
      });
  };

  return (session) => {
    // A session id is a uuid; anything else names no session (and must not fail the others' statement).
    if (!isUuid(session.sessionId)) return Promise.resolve(false);
    return new Promise<boolean>((resolve, reject) => {
      waiting.push({ session, settle: resolve, fail: reject });
      send();
    });
  };
}
