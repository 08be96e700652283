import { driveItemMarks } from './drive-marks.service.ts';

/** `POST|DELETE {path}/favourite` and `POST|DELETE {path}/watch` for files or folders. */
export const { registerMarkRoutes } = driveItemMarks;
