import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AD_LAUNCHER_KEYS, adLauncherApi, type VersionedDraft } from '../../../api/adlauncher-api.ts';
import { ConfirmRemovalDialog } from '../../../ui/ConfirmRemovalDialog.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useConfirmedRemoval } from '../../../ui/use-confirmed-removal.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { LauncherTable } from '../components/LauncherTable.tsx';
import { QueryState } from '../components/QueryState.tsx';
import { RowAction } from '../components/RowAction.tsx';
import { useDrafts } from '../hooks/use-launcher-queries.ts';
import { shortDateTime } from '../launcher-labels.ts';
import { launcherPaths } from '../launcher-paths.ts';

/** `:adAccountId/drafts`: the wizard's saved states; opening one resumes it in the wizard. */
export function DraftsPage() {
  const { adAccountId = '' } = useParams();
  const drafts = useDrafts(adAccountId);
  const queryClient = useQueryClient();
  const removal = useConfirmedRemoval({
    remove: (draft: VersionedDraft) => adLauncherApi.deleteDraft(draft._id),
    onRemoved: async (draft) => {
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
              <LauncherTable
                rows={data}
                rowKey={(draft) => draft._id}
                foldBelow={560}
                columns={[
                  { header: 'Name', cell: (draft) => draft.name },
                  {
                    header: 'Kind',
                    cell: (draft) => (draft.kind === 'partnership' ? 'Partnership ads' : 'Ads'),
                  },
                  { header: 'Last saved', cell: (draft) => shortDateTime(draft.updatedAt) },
                ]}
                actions={{
                  header: 'Actions',
                  cell: (draft) => (
                    <>
                      {account.canLaunch && (
                        <RowAction
                          verb="Open"
                          of={draft.name}
                          to={
                            draft.kind === 'partnership'
                              ? launcherPaths.partnershipLaunch(workspaceId, account._id, draft._id)
                              : launcherPaths.launch(workspaceId, account._id, draft._id)
                          }
                        />
                      )}
                      <RowAction verb="Delete" of={draft.name} danger onClick={() => removal.ask(draft)} />
                    </>
                  ),
                }}
              />
            )}
          </QueryState>
          <ConfirmRemovalDialog removal={removal} title="Delete this draft?" confirmLabel="Delete">
            {(draft) => <>"{draft.name}" is deleted for everyone in the workspace.</>}
          </ConfirmRemovalDialog>
        </>
      )}
    </AccountPage>
  );
}
