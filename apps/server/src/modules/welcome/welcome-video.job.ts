import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { handleJob } from '../../platform/jobs/job-handlers.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { ensureWelcomeVideo, WELCOME_VIDEO_KEY } from './welcome-video.service.ts';

const payload = z.object({});

/** Makes the welcome video once, in the background, so that starting the server never waits for ffmpeg. */
export const makeWelcomeVideoJob: JobDefinition<typeof payload> = { name: 'welcome.make-video', payload };

export const makeWelcomeVideoHandler = handleJob(makeWelcomeVideoJob, (context) =>
  ensureWelcomeVideo(context),
);

/** At start: asks for the video when no outside address is configured and none was made yet. */
export async function startWelcomeVideo(context: AppContext): Promise<void> {
  if (context.config.welcomeVideoUrl || !context.jobs) return;
  if (await context.storage.head(WELCOME_VIDEO_KEY)) return;
  await context.jobs.enqueue(makeWelcomeVideoJob, {});
}
