import type { DriveFile } from '@hookline/domain';
import { useMutation } from '../../../ui/use-mutation.ts';
import { driveApi } from '../../../api/drive-api.ts';
import { toast } from '../../../ui/toasts.ts';

/** Saves a file under its name; the toast says when it starts and when it is done. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: (file: Pick<DriveFile, '_id' | 'name'>) => {
      toast.info(`Preparing “${file.name}” for download…`);
      return driveApi.downloadFile(file._id, file.name);
    },
    onSuccess: ({ name }) => toast.success(`“${name}” downloaded`),
  });
}
