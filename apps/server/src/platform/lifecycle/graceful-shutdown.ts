import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { JobQueue } from '../jobs/job-queue.ts';

/**
 * Stops a process the way a rolling deploy needs: the HTTP server takes no new connection and answers 503 on
 * kept-alive ones while the requests in flight finish, those whose client hung up included (their handlers
 * still use the database that the caller closes next: `trackRequestsInFlight`); the job queue takes no new
 * job while the running ones finish their current run. Whatever is still running after `timeoutMs` is left:
 * a request is cut (its client retries), a job keeps its lease and is retried by another process once the
 * lease ends.
 */
export async function stopGracefully(input: {
  app: FastifyInstance | undefined;
  jobs: JobQueue | undefined;
  timeoutMs: number;
  log: Logger;
}): Promise<'finished' | 'timed out'> {
  const { app, jobs, timeoutMs, log } = input;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  // A kept-alive connection whose request ends after closing began would hold the server open: close each
  // one as soon as it is idle.
  const closeIdle = setInterval(() => app?.server.closeIdleConnections(), 100);
  const requestsEnded = app ? app.close().then(() => app.requestsInFlight.ended()) : undefined;
  const finishing = Promise.all([requestsEnded, jobs?.stop({ timeoutMs })]).then(() => 'finished' as const);
  const outcome = await Promise.race([finishing, deadline]);
  clearTimeout(timer);
  clearInterval(closeIdle);
  if (outcome === 'timed out') {
    log.warn(
      { timeoutMs, requestsInFlight: app?.requestsInFlight.count ?? 0 },
      'work still running at the shutdown deadline was left',
    );
  }
  return outcome;
}

/**
 * On the first SIGTERM or SIGINT, runs `stop` and exits (0 once it finished, 1 if it threw); a second signal
 * exits at once.
 */
export function exitOnSignals(input: { log: Logger; stop: (signal: string) => Promise<void> }): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      input.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    input.log.info({ signal }, 'shutting down: finishing the work in flight');
    input
      .stop(signal)
      .then(() => {
        input.log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        input.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
