import type { Tag, Workspace } from '@hookline/domain';
import { Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { useNarrow } from '../../../ui/use-narrow.ts';
import { filesCount } from '../files-count.ts';
import { useDeleteTag, useTags } from '../hooks/use-tags.ts';
import { NewTagsForm } from './NewTagsForm.tsx';
import { TagRow } from './TagRow.tsx';

function TagsSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * Workspace > Tags: the Creative Hub's tags, with a box for several new ones at once, each tag's colour,
 * name and the files using it; rename, recolour and delete (spec sections 2 and 5).
 */
export function WorkspaceTagsTab({ workspace }: { workspace: Workspace }) {
  const tags = useTags(workspace._id);
  const remove = useDeleteTag(workspace._id);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  // Narrow, the file count folds under the name instead of scrolling sideways.
  const { ref, narrow } = useNarrow(520);
  const list = tags.data ?? [];

  return (
    <>
      <SettingsPanelHeader
        title="Tags"
        description={`Tags sort the Creative Hub's files in ${workspace.name}. Everyone in the workspace sees the same tags.`}
      />
      <div data-tour="tags">
        <NewTagsForm workspaceId={workspace._id} existing={list} />
      </div>
      <Paper withBorder radius="md" mt="lg">
        <div ref={ref}>
          {tags.isPending ? (
            <TagsSkeleton />
          ) : tags.isError ? (
            <LoadError what="the tags" onRetry={() => void tags.refetch()} retrying={tags.isRefetching} />
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xl" px="md">
              No tags yet. Type a few names above, separated by commas, to add the first ones.
            </Text>
          ) : (
            <Table verticalSpacing="sm" horizontalSpacing="md" layout="fixed" aria-label="Tags">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={76}>Colour</Table.Th>
                  <Table.Th>Name</Table.Th>
                  {!narrow && <Table.Th w={110}>Used by</Table.Th>}
                  <Table.Th w={96}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((tag) => (
                  <TagRow
                    key={tag._id}
                    workspaceId={workspace._id}
                    tag={tag}
                    others={list}
                    narrow={narrow}
                    onDelete={() => setDeleting(tag)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete tag"
        confirmLabel="Delete tag"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) });
        }}
      >
        “{deleting?.name}” comes off the {filesCount(deleting?.count ?? 0)} that carry it. This can’t be
        undone.
      </ConfirmDialog>
    </>
  );
}
