import { HOOK_STAGE_LABELS, type SavedHook } from '@hookline/domain';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { groupByStage } from '../hook-generator/hook-format.ts';
import { HookCard } from '../hook-generator/HookCard.tsx';
import { useDeleteHook, useHookLibrary } from './use-hook-library.ts';

interface HookLibraryProps {
  workspaceId: string;
  /** Whether the caller may remove hooks (not a guest). */
  canDelete: boolean;
  /** Where to go to write the first ones. */
  onGenerate: () => void;
}

/** The workspace's saved hooks, by awareness stage; each copied in a click or removed after a confirm. */
export function HookLibrary({ workspaceId, canDelete, onGenerate }: HookLibraryProps) {
  const library = useHookLibrary(workspaceId);
  const remove = useDeleteHook(workspaceId);
  const [deleting, setDeleting] = useState<SavedHook | null>(null);

  if (library.isError) {
    return (
      <LoadError
        what="the hook library"
        onRetry={() => void library.refetch()}
        retrying={library.isRefetching}
      />
    );
  }
  if (library.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the hook library">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (library.data.length === 0) {
    return (
      <Stack gap={6} py={48} align="center" ta="center">
        <IconBookmark size={32} stroke={1.5} aria-hidden="true" />
        <Text fw={600}>No saved hooks yet</Text>
        <Text size="sm" c="dimmed" maw={440}>
          Generate hooks for a product and save the ones worth testing: the whole workspace finds them here
          and in the Ad Launcher&apos;s copy templates.
        </Text>
        <Button variant="default" mt="xs" onClick={onGenerate}>
          Generate hooks
        </Button>
      </Stack>
    );
  }

  const groups = groupByStage(library.data);
  // Numbered as shown: stage by stage.
  const numbers = new Map(groups.flatMap((group) => group.hooks).map((hook, index) => [hook._id, index + 1]));
  return (
    <Stack gap="lg">
      {groups.map(({ stage, hooks }) => (
        <Stack key={stage} gap="sm" component="section" aria-labelledby={`library-stage-${stage}`}>
          <Title order={2} fz="md" id={`library-stage-${stage}`}>
            {HOOK_STAGE_LABELS[stage]}
          </Title>
          {hooks.map((hook) => {
            const number = numbers.get(hook._id) ?? 0;
            return (
              <HookCard
                key={hook._id}
                hook={hook}
                number={number}
                actions={
                  canDelete && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Delete hook ${number}`}
                      onClick={() => setDeleting(hook)}
                    >
                      Delete
                    </Button>
                  )
                }
              />
            );
          })}
        </Stack>
      ))}
      <ConfirmDialog
        opened={deleting !== null}
        title="Remove this hook?"
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        “{deleting?.text}” is removed from the workspace&apos;s hook library for everyone.
      </ConfirmDialog>
    </Stack>
  );
}
