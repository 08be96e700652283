import { handleJob } from '../../../platform/jobs/job-handlers.ts';
import { buildZip } from './zip-build.service.ts';
import { pruneExpiredZipJobs } from './zip-jobs.service.ts';
import { buildDriveZipJob, pruneDriveZipsJob } from './zip.job.ts';

export const zipJobHandlers = [
  handleJob(buildDriveZipJob, (context, payload) => buildZip(context, payload)),
  handleJob(pruneDriveZipsJob, async (context) => {
    const pruned = await pruneExpiredZipJobs(context);
    if (pruned > 0) context.log.info({ pruned }, 'expired drive zips deleted');
  }),
];
