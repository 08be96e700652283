import type { DriveFile } from '@hookline/domain';
import type { PickedFile } from './group-creatives.ts';

/** A Creative Hub file as the wizard keeps it: picked from a folder, or uploaded in the wizard. */
export function pickedFileOf(
  file: Pick<DriveFile, '_id' | 'name' | 'resolution' | 'thumbnailURL' | 'kind'>,
): PickedFile {
  return {
    _id: file._id,
    name: file.name,
    resolution: file.resolution,
    thumbnailURL: file.thumbnailURL,
    kind: file.kind,
  };
}

/**
 * Whether an uploaded file can join the launch: the launch groups by aspect ratio, so its size must be
 * known (an image's is read by the browser as it uploads), and a video goes to the platform with the
 * poster frame its processing makes. A file whose processing ended without a size still joins, grouped
 * by its name.
 */
export function readyToLaunch(file: Pick<DriveFile, 'kind' | 'resolution' | 'thumbGenerationInprogress'>) {
  if (file.kind === null) return false;
  if (!file.thumbGenerationInprogress) return true;
  return file.kind === 'image' && file.resolution !== null;
}
