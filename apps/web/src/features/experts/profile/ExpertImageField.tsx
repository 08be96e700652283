import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, MESSAGES } from '@hookline/domain';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useUploadExpertImage } from '../hooks/use-experts.ts';
import { imageProblem } from './image-rules.ts';

interface ExpertImageFieldProps {
  userId: string;
  /** The name the initials stand in for until there is a picture. */
  name: { firstName: string; lastName: string };
  imageUrl: string | null;
  /** A picture belongs to a saved profile: before the first save the drop zone waits. */
  profileSaved: boolean;
}

function rejectionMessage(rejections: FileRejection[]): string {
  return rejections[0]?.errors[0]?.code === 'file-too-large'
    ? MESSAGES.imageTooLarge
    : MESSAGES.imageTypeInvalid;
}

/** The expert profile's picture: a preview, and a drop zone that checks the picture before uploading it. */
export function ExpertImageField({ userId, name, imageUrl, profileSaved }: ExpertImageFieldProps) {
  const upload = useUploadExpertImage(userId);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const refuse = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const accept = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const message = await imageProblem(file);
    if (message) return refuse(message);
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setPreview(null) });
  };

  return (
    <Group align="center" gap="xl" wrap="nowrap">
      <UserAvatar
        firstName={name.firstName}
        lastName={name.lastName}
        imageUrl={preview ?? imageUrl}
        size={96}
        radius={96}
        fz={32}
        alt="Your expert profile picture"
      />
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Dropzone
          onDrop={(files) => void accept(files)}
          onReject={(rejections) => refuse(rejectionMessage(rejections))}
          accept={[...AVATAR_MIME_TYPES]}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          loading={upload.isPending}
          disabled={!profileSaved}
          radius="md"
          p="md"
        >
          <Group gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} stroke={1.5} color="var(--mantine-color-hookline-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={32} stroke={1.5} color="var(--mantine-color-gray-6)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={600}>
                {profileSaved
                  ? 'Drop a photo here or click to choose one'
                  : 'Save your profile first, then add a photo'}
              </Text>
              <Text size="xs" c="dimmed">
                JPG or PNG, at least 250 x 250 pixels, up to 8 MB
              </Text>
            </div>
          </Group>
        </Dropzone>
        {problem && (
          <Text size="xs" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
