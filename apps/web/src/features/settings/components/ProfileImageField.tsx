import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, MESSAGES, type User } from '@hookline/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../ui/toasts.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useRemoveProfileImage, useUploadProfileImage } from '../../users/hooks/use-profile-image.ts';
import { checkProfileImage } from '../profile-image-check.ts';

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return MESSAGES.imageTooLarge;
  return MESSAGES.imageTypeInvalid;
}

/** Profile photo: a preview, a drop zone with the spec's checks (JPG or PNG, 8 MB, 250x250 px), and remove. */
export function ProfileImageField({ user }: { user: User }) {
  const upload = useUploadProfileImage(user._id);
  const remove = useRemoveProfileImage(user._id);
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
    const message = await checkProfileImage(file);
    if (message) return refuse(message);
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setPreview(null) });
  };

  const shownImage = preview ?? user.profileURL;

  return (
    <Group align="center" gap="xl" wrap="nowrap">
      <UserAvatar
        firstName={user.firstName}
        lastName={user.lastName}
        imageUrl={shownImage}
        size={96}
        radius={96}
        fz={32}
      />
      <Stack gap="xs" style={{ flex: 1 }}>
        <Dropzone
          onDrop={(files) => void accept(files)}
          onReject={(rejections) => refuse(rejectionMessage(rejections))}
          accept={[...AVATAR_MIME_TYPES]}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          loading={upload.isPending}
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
              <IconPhotoUp size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={600}>
                Drop a photo here or click to choose one
              </Text>
              <Text size="xs" c="dimmed">
                JPG or PNG, at least 250 x 250 pixels, up to 8 MB
              </Text>
            </div>
          </Group>
        </Dropzone>
        {problem && (
          <Text size="xs" c="red">
            {problem}
          </Text>
        )}
        {user.profileURL && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Remove photo
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
