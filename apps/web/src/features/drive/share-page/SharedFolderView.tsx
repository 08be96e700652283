import type { DriveFile, DriveFolder } from '@hookline/domain';
import {
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDownload,
  IconFolder,
  IconLayoutGrid,
  IconList,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { SHARE_KEYS, shareApi } from '../../../api/share-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SharedPathCrumbs } from '../../../ui/share-page/SharedPathCrumbs.tsx';
import { formatDriveDate, formatDuration, formatFileSize, itemCount } from '../shared/drive-format.ts';
import shareCard from '../../../ui/share-page/share-card.module.css';
import classes from './share-page.module.css';
import { useEndOnUnauthorized, type ShareLinkSession } from '../../../app/session/use-share-link-session.ts';

/** Items on one page of a shared folder. */
export const SHARE_PAGE_SIZE = 50;

type Layout = 'grid' | 'list';

interface SharedFolderViewProps {
  linkId: string;
  session: ShareLinkSession;
  folderId: string | undefined;
  page: number;
  onOpenFolder: (folderId: string | undefined) => void;
  onOpenFile: (fileId: string) => void;
  onPage: (page: number) => void;
}

/** The folder's page of items, read with the link's token. */
export function useSharedFolder(linkId: string, folderId: string | undefined, page: number) {
  const options = { folderId, page, limit: SHARE_PAGE_SIZE };
  return useQuery({
    queryKey: SHARE_KEYS.content(linkId, options),
    queryFn: ({ signal }) => shareApi.content(linkId, options, signal),
  });
}

function FileIcon({ file, size }: { file: DriveFile; size: number }) {
  return file.kind === 'video' ? (
    <IconMovie size={size} aria-hidden />
  ) : (
    <IconPhoto size={size} aria-hidden />
  );
}

function FolderCard({ folder, onOpen }: { folder: DriveFolder; onOpen: () => void }) {
  return (
    <UnstyledButton
      className={shareCard.card}
      onClick={onOpen}
      aria-label={`Open folder ${folder.name}, Folder · ${itemCount(folder.items)}`}
    >
      <div className={classes.cardMedia}>
        <IconFolder size={40} stroke={1.4} aria-hidden />
      </div>
      <div className={classes.cardBody}>
        <Text size="sm" fw={600} truncate title={folder.name}>
          {folder.name}
        </Text>
        <Text size="xs" c="gray.7">
          Folder · {itemCount(folder.items)}
        </Text>
      </div>
    </UnstyledButton>
  );
}

function FileCard({ file, onOpen }: { file: DriveFile; onOpen: () => void }) {
  const facts = `${file.kind === 'video' ? 'Video' : 'Image'} · ${formatFileSize(file.size)}${
    file.openDiscussionCount > 0 ? ` · ${file.openDiscussionCount} open` : ''
  }`;
  const duration = file.kind === 'video' && file.durationMs !== null ? formatDuration(file.durationMs) : null;
  return (
    <UnstyledButton
      className={shareCard.card}
      onClick={onOpen}
      aria-label={`Open ${file.name}, ${facts}${duration ? `, ${duration}` : ''}`}
    >
      <div className={classes.cardMedia}>
        {file.thumbnailURL ? (
          <img src={file.thumbnailURL} alt="" loading="lazy" />
        ) : (
          <FileIcon file={file} size={36} />
        )}
        {duration && (
          // In the button's name, after the facts that follow the file's name.
          <span className={classes.cardDuration} aria-hidden="true">
            {duration}
          </span>
        )}
      </div>
      <div className={classes.cardBody}>
        <Text size="sm" fw={600} truncate title={file.name}>
          {file.name}
        </Text>
        <Text size="xs" c="gray.7">
          {facts}
        </Text>
      </div>
    </UnstyledButton>
  );
}

function ItemsTable(props: {
  folders: DriveFolder[];
  files: DriveFile[];
  onOpenFolder: (id: string) => void;
  onOpenFile: (id: string) => void;
}) {
  return (
    <Table highlightOnHover verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Size</Table.Th>
          <Table.Th>Created Date</Table.Th>
          <Table.Th>Modified Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.folders.map((folder) => (
          <Table.Tr key={folder._id}>
            <Table.Td>
              <UnstyledButton className={classes.rowButton} onClick={() => props.onOpenFolder(folder._id)}>
                <span className={classes.rowThumb}>
                  <IconFolder size={18} aria-hidden />
                </span>
                <Text size="sm" fw={600} truncate>
                  {folder.name}
                </Text>
              </UnstyledButton>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{itemCount(folder.items)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDriveDate(folder.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDriveDate(folder.modifiedAt)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
        {props.files.map((file) => (
          <Table.Tr key={file._id}>
            <Table.Td>
              <UnstyledButton className={classes.rowButton} onClick={() => props.onOpenFile(file._id)}>
                <span className={classes.rowThumb}>
                  {file.thumbnailURL ? (
                    <img src={file.thumbnailURL} alt="" loading="lazy" />
                  ) : (
                    <FileIcon file={file} size={18} />
                  )}
                </span>
                <Text size="sm" fw={600} truncate>
                  {file.name}
                </Text>
              </UnstyledButton>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatFileSize(file.size)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDriveDate(file.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDriveDate(file.modifiedAt)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function FolderSkeleton() {
  return (
    <div className={classes.grid} aria-busy="true" aria-label="Loading the folder">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h={190} radius="md" />
      ))}
    </div>
  );
}

/** A shared folder, read-only: its folders and files in a grid or a list, breadcrumbs within the link, pages. */
export function SharedFolderView(props: SharedFolderViewProps) {
  const { linkId, session, folderId, page } = props;
  const [layout, setLayout] = useState<Layout>('grid');
  const [zipping, setZipping] = useState(false);
  const content = useSharedFolder(linkId, folderId, page);
  useEndOnUnauthorized(content.error, session.end);
  const data = content.data?.assetType === 'folder' ? content.data : undefined;
  const canDownload = session.access?.allowedActions.includes('download') ?? false;
  const downloadAll = (name: string) => {
    setZipping(true);
    void shareApi
      .downloadAll(linkId, { folderId, name })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) session.end(error.message);
      })
      .finally(() => setZipping(false));
  };

  let body;
  if (content.isError) {
    body = (
      <LoadError what="this folder" onRetry={() => void content.refetch()} retrying={content.isRefetching} />
    );
  } else if (content.isPending || !data) {
    body = <FolderSkeleton />;
  } else if (data.folders.length + data.files.length === 0) {
    body = (
      <Stack align="center" gap={4} py={64}>
        <Text fw={600}>This folder is empty</Text>
        <Text size="sm" c="gray.7">
          Nothing has been put in it yet. Check back later, or ask the person who shared it.
        </Text>
      </Stack>
    );
  } else if (layout === 'grid') {
    body = (
      <div className={classes.grid}>
        {data.folders.map((folder) => (
          <FolderCard key={folder._id} folder={folder} onOpen={() => props.onOpenFolder(folder._id)} />
        ))}
        {data.files.map((file) => (
          <FileCard key={file._id} file={file} onOpen={() => props.onOpenFile(file._id)} />
        ))}
      </div>
    );
  } else {
    body = (
      <ItemsTable
        folders={data.folders}
        files={data.files}
        onOpenFolder={props.onOpenFolder}
        onOpenFile={props.onOpenFile}
      />
    );
  }

  const pages = data ? Math.ceil(data.total / SHARE_PAGE_SIZE) : 0;
  return (
    <main className={classes.main}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6} miw={0} style={{ flex: '1 1 240px' }}>
            {data && <SharedPathCrumbs label="Folders" path={data.path} onOpen={props.onOpenFolder} />}
            <Title order={1} fz={24} style={{ overflowWrap: 'anywhere' }}>
              {data?.folder.name ?? <Skeleton h={28} w={240} component="span" display="inline-block" />}
            </Title>
            {data && (
              <Text size="sm" c="gray.7">
                {itemCount(data.total)}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="nowrap">
            {canDownload && data && data.total > 0 && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={zipping}
                onClick={() => downloadAll(data.folder.name)}
              >
                Download all
              </Button>
            )}
            <SegmentedControl
              value={layout}
              onChange={setLayout}
              aria-label="Layout"
              data={[
                {
                  value: 'grid',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconLayoutGrid size={16} aria-hidden />
                      <VisuallyHidden>Grid</VisuallyHidden>
                    </Group>
                  ),
                },
                {
                  value: 'list',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconList size={16} aria-hidden />
                      <VisuallyHidden>List</VisuallyHidden>
                    </Group>
                  ),
                },
              ]}
            />
          </Group>
        </Group>
        {body}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={props.onPage} aria-label="Pages" />
          </Group>
        )}
      </Stack>
    </main>
  );
}
