import { DRIVE_LIST_MAX_LIMIT, type DriveFile } from '@hookline/domain';
import { Anchor, Breadcrumbs, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFolder, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PickerActions } from '../../../ui/picker/PickerParts.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import type { SlotImage } from './make-it-yours-form.ts';
import classes from './MakeItYours.module.css';

const LIST_OPTIONS = { limit: DRIVE_LIST_MAX_LIMIT, sort: 'name', order: 'asc' } as const;
/** The image types a template takes (TEMPLATE_MESSAGES.imageNotImage). */
const TEMPLATE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const isTemplateImage = (file: DriveFile) =>
  file.kind === 'image' && (file.mime === null || TEMPLATE_IMAGE_TYPES.includes(file.mime));

interface CreativeHubImagePickerProps {
  opened: boolean;
  /** The slot's name: "Choose the Product image from the Creative Hub". */
  slotLabel: string;
  workspaceId: string;
  rootFolderId: string;
  onClose: () => void;
  onChoose: (image: SlotImage) => void;
}

/** A dialog to walk the workspace's Creative Hub folders and choose one PNG, JPEG or WebP image. */
export function CreativeHubImagePicker(props: CreativeHubImagePickerProps) {
  const { opened, slotLabel, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Choose the ${slotLabel.toLowerCase()} from the Creative Hub`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close the picker' }}
    >
      {opened && <PickerBody {...props} />}
    </Modal>
  );
}

function PickerBody({ workspaceId, rootFolderId, onClose, onChoose }: CreativeHubImagePickerProps) {
  const [trail, setTrail] = useState([{ id: rootFolderId, name: 'Creative Hub' }]);
  const [chosen, setChosen] = useState<DriveFile | null>(null);
  const folder = trail[trail.length - 1]!;
  const items = useQuery({
    queryKey: DRIVE_KEYS.items(workspaceId, folder.id, LIST_OPTIONS),
    queryFn: ({ signal }) => driveApi.listItems(folder.id, { page: 1, ...LIST_OPTIONS }, signal),
  });
  const images = (items.data?.files ?? []).filter(isTemplateImage);
  const folders = items.data?.folders ?? [];

  let list;
  if (items.isPending) {
    list = (
      <Text size="sm" c="dimmed" role="status">
        Loading “{folder.name}”…
      </Text>
    );
  } else if (items.isError) {
    list = <LoadError compact what={`“${folder.name}”`} onRetry={() => void items.refetch()} />;
  } else if (folders.length === 0 && images.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        No folders or images here. Upload one from the form, or open another folder.
      </Text>
    );
  } else {
    list = (
      <div className={classes.pickerGrid} role="list" aria-label={`In ${folder.name}`}>
        {folders.map((child) => (
          <div role="listitem" key={child._id}>
            <UnstyledButton
              className={classes.pickerItem}
              onClick={() => {
                setChosen(null);
                setTrail((current) => [...current, { id: child._id, name: child.name }]);
              }}
            >
              <span className={classes.pickerThumb}>
                <IconFolder size={28} aria-hidden />
              </span>
              <Text size="xs" lineClamp={2}>
                {child.name}
              </Text>
            </UnstyledButton>
          </div>
        ))}
        {images.map((file) => {
          const src = safeImageUrl(file.thumbnailURL ?? file.mediaURL);
          return (
            <div role="listitem" key={file._id}>
              <UnstyledButton
                className={classes.pickerItem}
                aria-pressed={chosen?._id === file._id}
                onClick={() => setChosen(file)}
              >
                <span className={classes.pickerThumb}>
                  {src ? <img src={src} alt="" /> : <IconPhoto size={28} aria-hidden />}
                </span>
                <Text size="xs" lineClamp={2}>
                  {file.name}
                </Text>
              </UnstyledButton>
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <Stack gap="md">
      <Breadcrumbs separatorMargin={6}>
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <Text key={step.id} size="sm" fw={600}>
              {step.name}
            </Text>
          ) : (
            <Anchor
              key={step.id}
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setChosen(null);
                setTrail((current) => current.slice(0, index + 1));
              }}
            >
              {step.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      {list}
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen ? `Chosen: ${chosen.name}` : 'PNG, JPEG or WebP images'}
        </Text>
        {trail.length > 1 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setTrail((current) => current.slice(0, -1))}
          >
            Up one folder
          </Button>
        )}
      </Group>
      <PickerActions
        pending={false}
        onCancel={onClose}
        confirm={{
          label: 'Use this image',
          disabled: chosen === null,
          onClick: () => {
            if (!chosen) return;
            onChoose({
              fileId: chosen._id,
              name: chosen.name,
              thumbnailURL: chosen.thumbnailURL ?? chosen.mediaURL,
            });
            onClose();
          },
        }}
      />
    </Stack>
  );
}
