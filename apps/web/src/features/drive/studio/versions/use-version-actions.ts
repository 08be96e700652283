import type { DriveFile, DriveVersion } from '@hookline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { DRIVE_KEYS } from '../../../../api/drive-api.ts';
import { driveReviewApi } from '../../../../api/drive-review-api.ts';
import { toast } from '../../../../ui/toasts.ts';

/**
 * What the versions panel does to a file's versions. Each ends in a toast; the file and its folder's lists
 * are read again, since a version's change moves thumbnails, counts and sometimes whole files.
 */
export function useVersionActions(file: DriveFile) {
  const queryClient = useQueryClient();
  const fileId = file._id;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.file(fileId) });
    void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.lists(file.workspaceId) });
  };

  const setActive = useMutation({
    mutationFn: (version: DriveVersion) =>
      driveReviewApi.setActiveVersion({ fileId, versionId: version.versionId }),
    onSuccess: (_answer, version) => toast.success(`Version ${version.number} is now the current version`),
    onSettled: reload,
  });

  const rename = useMutation({
    mutationFn: (input: { version: DriveVersion; name: string }) =>
      driveReviewApi.renameVersion({ fileId, versionId: input.version.versionId }, input.name),
    onSuccess: () => toast.success('Version renamed'),
    onSettled: reload,
  });

  const split = useMutation({
    mutationFn: (version: DriveVersion) =>
      driveReviewApi.splitVersion({ fileId, versionId: version.versionId }),
    onSuccess: (answer, version) =>
      toast.success(`Version ${version.number} is now a file of its own: “${answer.newFile.name}”`),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (version: DriveVersion) =>
      driveReviewApi.deleteVersion({ fileId, versionId: version.versionId }),
    onSuccess: (_answer, version) => toast.success(`Version ${version.number} deleted`),
    onSettled: reload,
  });

  const merge = useMutation({
    mutationFn: (target: DriveFile) => driveReviewApi.mergeInto(fileId, target._id),
    onSuccess: (_answer, target) => {
      toast.success(`Merged into “${target.name}”`, { carryOver: true });
      void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.file(target._id) });
      queryClient.removeQueries({ queryKey: DRIVE_KEYS.file(fileId) });
      void queryClient.invalidateQueries({ queryKey: DRIVE_KEYS.lists(file.workspaceId) });
    },
  });

  return { setActive, rename, split, remove, merge };
}

export type VersionActions = ReturnType<typeof useVersionActions>;
