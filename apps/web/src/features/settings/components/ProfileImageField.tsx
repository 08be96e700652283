import type { User } from '@hookline/domain';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useRemoveProfileImage, useUploadProfileImage } from '../hooks/use-account-settings.ts';

/** The account's profile photo. */
export function ProfileImageField({ user }: { user: User }) {
  const upload = useUploadProfileImage(user._id);
  const remove = useRemoveProfileImage(user._id);

  return (
    <ImageUploadField
      imageUrl={user.profileURL}
      renderPreview={(src) => (
        <UserAvatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={src}
          size={96}
          radius={96}
          fz={32}
        />
      )}
      prompt="Drop a photo here or click to choose one"
      uploading={upload.isPending}
      onUpload={(file, settled) => upload.mutate(file, { onSettled: settled })}
      remove={{ label: 'Remove photo', pending: remove.isPending, onRemove: () => remove.mutate() }}
    />
  );
}
