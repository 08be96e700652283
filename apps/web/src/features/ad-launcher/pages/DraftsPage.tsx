import { Button, Group, Table } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi, type VersionedDraft } from '../../../api/adlauncher-api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { useDrafts } from '../hooks/use-launcher-queries.ts';
import { shortDateTime } from '../launcher-labels.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** `:adAccountId/drafts`: the wizard's saved states; opening one resumes it in the wizard. */
export function DraftsPage() {
  const { adAccountId = '' } = useParams();
  const drafts = useDrafts(adAccountId);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<VersionedDraft | null>(null);
  const remove = useMutation({
    mutationFn: (draft: VersionedDraft) => adLauncherApi.deleteDraft(draft._id),
    onSuccess: async (_result, draft) => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.drafts(adAccountId) });
      toast.success(`Draft "${draft.name}" deleted`);
    },
  });
  return (
    <AccountPage title="Drafts">
      {(account, workspaceId) => (
        <>
          <QueryState
            query={drafts}
            what="the drafts"
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                title="No drafts"
                text="The launch wizard saves as you go: a launch you leave half done waits here."
                action={
                  account.canLaunch && (
                    <Button component={Link} to={launcherPaths.launch(workspaceId, account._id)}>
                      Launch ads
                    </Button>
                  )
                }
              />
            }
          >
            {(data) => (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Kind</Table.Th>
                      <Table.Th>Last saved</Table.Th>
                      <Table.Th aria-label="Actions" />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((draft) => (
                      <Table.Tr key={draft._id}>
                        <Table.Td>{draft.name}</Table.Td>
                        <Table.Td>{draft.kind === 'partnership' ? 'Partnership ads' : 'Ads'}</Table.Td>
                        <Table.Td>{shortDateTime(draft.updatedAt)}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            {account.canLaunch && (
                              <Button
                                size="xs"
                                variant="light"
                                component={Link}
                                aria-label={`Open ${draft.name}`}
                                to={
                                  draft.kind === 'partnership'
                                    ? launcherPaths.partnershipLaunch(workspaceId, account._id, draft._id)
                                    : launcherPaths.launch(workspaceId, account._id, draft._id)
                                }
                              >
                                Open
                              </Button>
                            )}
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${draft.name}`}
                              onClick={() => setDeleting(draft)}
                            >
                              Delete
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </QueryState>
          <ConfirmDialog
            opened={deleting !== null}
            title="Delete this draft?"
            confirmLabel="Delete"
            danger
            loading={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting)}
            onClose={() => setDeleting(null)}
          >
            "{deleting?.name}" is deleted for everyone in the workspace.
          </ConfirmDialog>
        </>
      )}
    </AccountPage>
  );
}
