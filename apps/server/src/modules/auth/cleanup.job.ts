import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { deleteExpiredOidcStates } from './oidc.service.ts';
import { deleteExpiredOtps } from './otp.service.ts';
import { deleteStaleOtpThrottles } from './otp-throttle.service.ts';
import { deleteStalePasswordThrottles } from './password-throttle.service.ts';
import { deleteStaleSessions } from './tokens.service.ts';

/** Expired sessions are kept a week, so "your session has expired" stays explainable in the logs for a while. */
const SESSION_GRACE_SECONDS = 7 * 24 * 60 * 60;

export async function deleteExpiredAuthRecords(
  db: Executor,
  now: Date,
): Promise<{
  otps: number;
  otpThrottles: number;
  passwordThrottles: number;
  oidcStates: number;
  sessions: number;
}> {
  return {
    otps: await deleteExpiredOtps(db, now),
    otpThrottles: await deleteStaleOtpThrottles(db, now),
    passwordThrottles: await deleteStalePasswordThrottles(db, now),
    oidcStates: await deleteExpiredOidcStates(db, now),
    sessions: await deleteStaleSessions(db, now, SESSION_GRACE_SECONDS),
  };
}

/**
 * Hourly: deletes expired one-time codes, code throttles with nothing left to remember, identity sign-in
 * states and long-expired sessions. Idempotent.
 */
export const cleanupExpiredAuthRecordsJob: JobDefinition = {
  name: 'auth.cleanup-expired-records',
  payload: z.object({}),
  cron: '0 * * * *',
};

export const cleanupJobHandler = handleJob(cleanupExpiredAuthRecordsJob, async (context) => {
  const counts = await deleteExpiredAuthRecords(context.database.db, context.clock.now());
  context.log.info(counts, 'expired auth records deleted');
});
