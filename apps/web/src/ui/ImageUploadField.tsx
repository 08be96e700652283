import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, MESSAGES } from '@hookline/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { checkImage } from './image-check.ts';
import { toast } from './toasts.ts';

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return MESSAGES.imageTooLarge;
  return MESSAGES.imageTypeInvalid;
}

interface ImageUploadFieldProps {
  /** The stored image, or null. */
  imageUrl: string | null;
  /** Draws the image, or the placeholder when `src` is null. */
  renderPreview: (src: string | null) => ReactNode;
  /** The drop zone's call to action, e.g. 'Drop a logo here or click to choose one'. */
  prompt: string;
  uploading: boolean;
  /** The drop zone waits, e.g. until what the image belongs to is saved. */
  disabled?: boolean;
  /** Starts the upload; `settled` is called once it has succeeded or failed. */
  onUpload: (file: File, settled: () => void) => void;
  /** A remove button, shown while an image is stored; without it the image can only be replaced. */
  remove?: { label: string; pending: boolean; onRemove: () => void };
}

/**
 * An avatar, logo or profile photo: a preview, a drop zone with the spec's checks (JPG or PNG, 8 MB,
 * 250x250 px; section 9), checked before uploading, and a remove button when an image is stored.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
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
    const message = await checkImage(file);
    if (message) return refuse(message);
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    props.onUpload(file, () => setPreview(null));
  };

  return (
    <Group align="center" gap="xl" wrap="nowrap">
      {props.renderPreview(preview ?? props.imageUrl)}
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Dropzone
          onDrop={(files) => void accept(files)}
          onReject={(rejections) => refuse(rejectionMessage(rejections))}
          accept={[...AVATAR_MIME_TYPES]}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          loading={props.uploading}
          disabled={props.disabled}
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
                {props.prompt}
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
        {props.remove && props.imageUrl && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              loading={props.remove.pending}
              onClick={props.remove.onRemove}
            >
              {props.remove.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
