import type { Workspace } from '@hookline/domain';
import { Avatar } from '@mantine/core';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { useRemoveWorkspaceAvatar, useUploadWorkspaceAvatar } from '../hooks/use-workspace-settings.ts';

export function WorkspaceAvatarField({ workspace }: { workspace: Workspace }) {
  const upload = useUploadWorkspaceAvatar(workspace._id);
  const remove = useRemoveWorkspaceAvatar(workspace._id);

  return (
    <ImageUploadField
      imageUrl={workspace.thumbnailURL}
      renderPreview={(src) => (
        <Avatar src={src} size={96} radius="lg" color="hookline" fz={36} alt={`${workspace.name} avatar`}>
          {workspace.name.charAt(0).toUpperCase()}
        </Avatar>
      )}
      prompt="Drop an image here or click to choose one"
      uploading={upload.isPending}
      onUpload={(file, settled) => upload.mutate(file, { onSettled: settled })}
      remove={{ label: 'Remove avatar', pending: remove.isPending, onRemove: () => remove.mutate() }}
    />
  );
}
