import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { JobDefinition } from './job-queue.ts';

/**
 * Hands work to the job queue; a process without one (a CLI run, the tests) does the work itself
 * before returning, with the area's registered handler, so the outcome is the same, only sooner.
 */
export async function dispatchJob<Schema extends z.ZodType>(
  context: AppContext,
  job: JobDefinition<Schema>,
  payload: z.infer<Schema>,
): Promise<void> {
  if (context.jobs) {
    await context.jobs.enqueue(job, payload);
    return;
  }
  const handler = context.jobHandlers.find(job.name);
  if (!handler) throw new Error(`No area handles the job ${job.name}`);
  await handler.handle(context, job.payload.parse(payload));
}
