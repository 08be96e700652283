import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useUploadExpertImage } from '../hooks/use-experts.ts';

interface ExpertImageFieldProps {
  userId: string;
  /** The name the initials stand in for until there is a picture. */
  name: { firstName: string; lastName: string };
  imageUrl: string | null;
  /** A picture belongs to a saved profile: before the first save the drop zone waits. */
  profileSaved: boolean;
}

/** The expert profile's picture: a preview, and a drop zone that checks the picture before uploading it. */
export function ExpertImageField({ userId, name, imageUrl, profileSaved }: ExpertImageFieldProps) {
  const upload = useUploadExpertImage(userId);

  return (
    <ImageUploadField
      imageUrl={imageUrl}
      renderPreview={(src) => (
        <UserAvatar
          firstName={name.firstName}
          lastName={name.lastName}
          imageUrl={src}
          size={96}
          radius={96}
          fz={32}
          alt="Your expert profile picture"
        />
      )}
      prompt={
        profileSaved
          ? 'Drop a photo here or click to choose one'
          : 'Save your profile first, then add a photo'
      }
      uploading={upload.isPending}
      disabled={!profileSaved}
      onUpload={(file, settled) => upload.mutate(file, { onSettled: settled })}
    />
  );
}
