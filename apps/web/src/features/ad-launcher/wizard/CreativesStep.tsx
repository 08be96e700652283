import { DRIVE_LIST_MAX_LIMIT } from '@hookline/domain';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconFolder, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DRIVE_KEYS, driveApi } from '../../../api/drive-api.ts';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { useThumbnailPolling } from '../../../ui/thumbnail-polling/use-thumbnail-polling.ts';
import { UPLOAD_ACCEPT } from '../../../ui/uploads/accepted-files.ts';
import { FileDropZone } from '../../../ui/uploads/FileDropZone.tsx';
import { UploadLimitDialog } from '../../../ui/uploads/UploadLimitDialog.tsx';
import { UploadList } from '../../../ui/uploads/UploadList.tsx';
import { useIgnoreStrayDrops } from '../../../ui/uploads/use-ignore-stray-drops.ts';
import { uploadActions } from '../../../app/session/uploads/upload-store.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { groupCreatives, type PickedFile } from './group-creatives.ts';
import { pickedFileOf } from './uploaded-creative.ts';
import type { WizardStepProps } from './wizard-step-props.ts';

const LIST_OPTIONS = { limit: DRIVE_LIST_MAX_LIMIT, sort: 'name', order: 'asc' } as const;
const PLACEMENT_LABELS = { feeds: 'Feeds', stories_reels: 'Stories and reels' } as const;

/**
 * Step 1: files picked from Creative Hub folders, or uploaded from the computer into the folder open here,
 * grouped into ads by name or by aspect ratio.
 */
export function CreativesStep(props: WizardStepProps) {
  const { state, update, workspaceId, rootFolderId, uploads, canUpload } = props;
  const [trail, setTrail] = useState<{ id: string; name: string }[]>([
    { id: rootFolderId, name: 'Creative Hub' },
  ]);
  const folder = trail[trail.length - 1]!;
  const folderId = folder.id;
  const items = useQuery({
    queryKey: DRIVE_KEYS.items(workspaceId, folderId, LIST_OPTIONS),
    queryFn: ({ signal }) => driveApi.listItems(folderId, { page: 1, ...LIST_OPTIONS }, signal),
  });
  useIgnoreStrayDrops();
  // A file uploaded here shows its preview once it is made.
  useThumbnailPolling({
    key: folderId,
    processingIds: (items.data?.files ?? [])
      .filter((file) => file.thumbGenerationInprogress)
      .map((file) => file._id),
    dataUpdatedAt: items.dataUpdatedAt,
    refetch: items.refetch,
  });
  const pickedIds = new Set(state.files.map((file) => file._id));
  const toggle = (file: PickedFile, on: boolean) =>
    update((current) => ({
      ...current,
      files: on ? [...current.files, file] : current.files.filter((other) => other._id !== file._id),
    }));
  const groups = groupCreatives(state.files, state.grouping);

  return (
    <FileDropZone
      label={`Drop images and videos to upload them to “${folder.name}” and pick them`}
      onDrop={canUpload ? (dropped) => uploads.uploadDropped(dropped, folderId) : null}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Breadcrumbs>
            {trail.map((step, index) =>
              index === trail.length - 1 ? (
                <Text key={step.id} size="sm" fw={600}>
                  {step.name}
                </Text>
              ) : (
                <Anchor
                  key={step.id}
                  component="button"
                  size="sm"
                  onClick={() => setTrail(trail.slice(0, index + 1))}
                >
                  {step.name}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
          {canUpload && (
            <FileButton
              multiple
              accept={UPLOAD_ACCEPT}
              onChange={(chosen) => uploads.upload(chosen, folderId)}
            >
              {(buttonProps) => (
                <Button {...buttonProps} size="xs" variant="light" leftSection={<IconUpload size={14} />}>
                  Upload files
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {canUpload && (
          <Text size="xs" c="dimmed">
            Files you upload or drop here go to “{folder.name}”, the folder open above, and are picked once
            they are ready to launch.
          </Text>
        )}
        {uploads.items.length > 0 && (
          <Paper withBorder radius="md">
            <UploadList
              label="Uploads"
              items={uploads.items}
              onCancel={uploadActions.onCancel}
              onRetry={uploadActions.onRetry}
              note={uploads.noteOf}
            />
          </Paper>
        )}
        <UploadLimitDialog items={uploads.items} />
        <QueryState
          query={items}
          what="the folder's files"
          isEmpty={(data) => data.folders.length === 0 && data.files.length === 0}
          empty={
            <EmptyState
              title="This folder is empty"
              text={
                canUpload
                  ? 'Upload images or videos with Upload files, drop them here, or open another folder.'
                  : 'Open another folder, or ask a member who can upload to add images or videos here.'
              }
            />
          }
        >
          {(data) => (
            <Stack gap="sm">
              {data.folders.length > 0 && (
                <Group gap="xs">
                  {data.folders.map((folder) => (
                    <Button
                      key={folder._id}
                      variant="default"
                      size="xs"
                      leftSection={<IconFolder size={14} />}
                      onClick={() => setTrail([...trail, { id: folder._id, name: folder.name }])}
                    >
                      {folder.name}
                    </Button>
                  ))}
                </Group>
              )}
              <SimpleGrid cols={{ base: 2, md: 4, xl: 6 }} spacing="sm" role="list" aria-label="Files">
                {data.files
                  .filter((file) => file.kind !== null)
                  .map((file) => {
                    const thumbnail = safeImageUrl(file.thumbnailURL);
                    return (
                      <Card key={file._id} withBorder padding="xs" radius="md" role="listitem">
                        {thumbnail && <Image src={thumbnail} alt="" h={96} fit="cover" radius="sm" mb={6} />}
                        <Checkbox
                          label={file.name}
                          description={file.resolution ?? undefined}
                          checked={pickedIds.has(file._id)}
                          onChange={(event) => toggle(pickedFileOf(file), event.currentTarget.checked)}
                        />
                      </Card>
                    );
                  })}
              </SimpleGrid>
            </Stack>
          )}
        </QueryState>
        <Group justify="space-between" align="center">
          <Text size="sm" fw={500}>
            {state.files.length === 1 ? '1 file picked' : `${state.files.length} files picked`} ·{' '}
            {groups.length === 1 ? '1 ad per copy' : `${groups.length} ads per copy`}
          </Text>
          <Group gap="xs">
            <Text size="sm" id="grouping-label">
              Group files
            </Text>
            <SegmentedControl
              aria-labelledby="grouping-label"
              size="xs"
              value={state.grouping}
              onChange={(grouping) => update((current) => ({ ...current, grouping: grouping }))}
              data={[
                { value: 'name', label: 'By name' },
                { value: 'ratio', label: 'By aspect ratio' },
              ]}
            />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {state.grouping === 'name'
            ? 'Files of one concept (summer_4x5.jpg and summer_9x16.jpg) make one ad: 4:5 or 1:1 for feeds, 9:16 for stories and reels.'
            : 'Each 4:5 or 1:1 file is paired with a 9:16 file, in the order you picked them, to make one ad.'}
        </Text>
        {groups.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Ads from these files"
          >
            {groups.map((group) => (
              <Group key={group.key} gap="xs" component="li">
                <Text size="sm" fw={500}>
                  {group.name}
                </Text>
                {group.creatives.map((creative) => (
                  <Badge key={creative.file._id} variant="light" size="sm">
                    {creative.placement ? PLACEMENT_LABELS[creative.placement] : 'All placements'}:{' '}
                    {creative.file.name}
                  </Badge>
                ))}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </FileDropZone>
  );
}
