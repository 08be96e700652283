import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { JobDefinition } from './job-queue.ts';

/** How an area does one job: registered by the area, run by a worker (or at once, without a queue). */
export interface JobHandler<Schema extends z.ZodType = z.ZodType> {
  job: JobDefinition<Schema>;
  handle(context: AppContext, payload: z.infer<Schema>): Promise<void>;
}

export function handleJob<Schema extends z.ZodType>(
  job: JobDefinition<Schema>,
  handle: (context: AppContext, payload: z.infer<Schema>) => Promise<void>,
): JobHandler {
  return { job, handle };
}

/** Every area's handlers, by job name. */
export interface JobHandlers {
  all(): readonly JobHandler[];
  find(name: string): JobHandler | undefined;
}

export function createJobHandlers(handlers: readonly JobHandler[]): JobHandlers {
  const byName = new Map<string, JobHandler>();
  for (const handler of handlers) {
    if (byName.has(handler.job.name)) throw new Error(`Two handlers for the job ${handler.job.name}`);
    byName.set(handler.job.name, handler);
  }
  return { all: () => [...byName.values()], find: (name) => byName.get(name) };
}
