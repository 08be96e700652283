import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { EnqueueOptions, JobDefinition } from './job-queue.ts';

/**
 * Hands work to the job queue, to run at once or at `runAt`; a process without one (a CLI run, the tests)
 * does the work itself before returning, with the area's registered handler, so the outcome is the same,
 * only sooner. Without a queue, work asked for later is waited for in this process.
 */
export async function dispatchJob<Schema extends z.ZodType>(
  context: AppContext,
  job: JobDefinition<Schema>,
  payload: z.infer<Schema>,
  options: EnqueueOptions = {},
): Promise<void> {
  if (context.jobs) {
    await context.jobs.enqueue(job, payload, options);
    return;
  }
  const waitMs = options.runAt ? options.runAt.getTime() - context.clock.now().getTime() : 0;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  const handler = context.jobHandlers.find(job.name);
  if (!handler) throw new Error(`No area handles the job ${job.name}`);
  await handler.handle(context, job.payload.parse(payload));
}
