/** The launcher area's public face. */
export type * from './tables.ts';
export { launcherArea } from './area.ts';
export { launchBatchJob, checkEnhancementsJob } from './launch-batch.job.ts';
export { seedLauncherDemo } from './demo/launcher-demo.ts';
