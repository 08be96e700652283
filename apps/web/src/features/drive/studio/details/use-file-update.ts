import type { DriveFile, UpdateDriveFileBody } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { DRIVE_KEYS, driveApi } from '../../../../api/drive-api.ts';
import { toast } from '../../../../ui/toasts.ts';
import { driveCache } from '../../shared/drive-cache.ts';

/** Saves the file's details (`PUT assets/file/{id}`): the answer replaces the file everywhere it is shown. */
export function useFileUpdate(file: DriveFile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDriveFileBody) => driveApi.updateFile(file._id, body),
    onSuccess: (saved) => {
      driveCache(queryClient, file.workspaceId).putFile(saved);
      toast.success('Updated successfully');
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.file(file._id) }),
  });
}

/** Favourite and watch: shown at once, put back if the server refuses. */
export function useFileMarks(file: DriveFile) {
  const queryClient = useQueryClient();
  const cache = driveCache(queryClient, file.workspaceId);
  const favourite = useMutation({
    mutationFn: (on: boolean) => driveApi.favouriteFile(file._id, on),
    onMutate: (on) => cache.patchFile(file._id, { isFavourite: on }),
    onSuccess: (_answer, on) => toast.success(on ? 'Added to favourites' : 'Removed from favourites'),
    onError: (_error, on) => cache.patchFile(file._id, { isFavourite: !on }),
  });
  const watch = useMutation({
    mutationFn: (on: boolean) => driveApi.watchFile(file._id, on),
    onMutate: (on) => cache.patchFile(file._id, { isWatched: on }),
    onSuccess: (_answer, on) =>
      toast.success(
        on ? 'You’ll be told about new versions and comments' : 'You’ll no longer be told about this file',
      ),
    onError: (_error, on) => cache.patchFile(file._id, { isWatched: !on }),
  });
  return { favourite, watch };
}
