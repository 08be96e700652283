import type { InspirationFile } from '@hookline/domain';
import { Drawer } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { mentionablesOf } from '../../../ui/comments/mentionable.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { AssetComments } from './comments/AssetComments.tsx';
import { openCount } from '../../../ui/discussion/discussion-changes.ts';
import { memberDiscussionSource } from './comments/member-discussion-source.ts';
import { useAssetDiscussions, useDiscussionActions } from './comments/use-asset-discussions.ts';
import { SavedAdDetails } from './details/SavedAdDetails.tsx';
import { AdBoardsDialog, type AdBoardsMode } from '../dialogs/AdBoardsDialog.tsx';
import { HubFolderDialog } from './dialogs/HubFolderDialog.tsx';
import { SavedAdBody, shownAssetLabel } from './SavedAdBody.tsx';
import { SavedAdHeader, type HeaderActions } from './SavedAdHeader.tsx';
import { downloadName } from './saved-ad-format.ts';
import { useSavedAdActions } from './use-saved-ad.ts';

interface MemberSavedAdProps {
  file: InspirationFile;
  assetIndex: number;
  /** The board the view was opened in, which "Remove from this board" takes the ad out of. */
  boardId: string | null;
  onPickAsset: (index: number) => void;
  onRemoved: () => void;
}

/** Each asset's open comments: the live list's count for the asset shown, the ad's own for the others. */
function openCountsOf(file: InspirationFile, assetIndex: number, live: number | undefined): number[] {
  return file.assets.map((asset, index) =>
    index === assetIndex && live !== undefined ? live : asset.openDiscussionCount,
  );
}

/** A member's saved-ad view: the header's actions, the body, the comments of the asset shown and the dialogs. */
export function MemberSavedAd({ file, assetIndex, boardId, onPickAsset, onRemoved }: MemberSavedAdProps) {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const { workspaces } = useActiveWorkspace();
  const workspace = workspaces.find((candidate) => candidate._id === file.workspaceId);
  const members = useMemo(() => mentionablesOf(workspace?.members ?? []), [workspace?.members]);
  const actions = useSavedAdActions(file);
  const [picker, setPicker] = useState<AdBoardsMode | null>(null);
  const [copyingToHub, setCopyingToHub] = useState(false);
  const [removing, setRemoving] = useState(false);

  const source = useMemo(
    () => memberDiscussionSource({ file, assetIndex, user, queryClient }),
    [file, assetIndex, user, queryClient],
  );
  const discussions = useAssetDiscussions(source);
  const discussionActions = useDiscussionActions(source, assetIndex);

  const canManage = file.allowedActions.includes('file.manage');
  const marking = actions.mark.isPending ? actions.mark.variables.mark : null;
  const asset = file.assets[assetIndex];
  const label = shownAssetLabel(file, assetIndex);
  const href = asset ? safeImageUrl(asset.url) : null;
  const headerActions: HeaderActions = {
    favourite: {
      on: file.isFavourite,
      pending: marking === 'favourite',
      toggle: () => actions.mark.mutate({ file, mark: 'favourite', on: !file.isFavourite }),
    },
    watch: {
      on: file.isWatched,
      pending: marking === 'watch',
      toggle: () => actions.mark.mutate({ file, mark: 'watch', on: !file.isWatched }),
    },
    download:
      asset && href
        ? {
            href,
            name: downloadName({
              pageName: file.page_name,
              index: assetIndex,
              count: file.assets.length,
              url: asset.url,
              type: asset.type,
            }),
            label: `Download ${label}`,
          }
        : undefined,
    copyToBoards: canManage ? () => setPicker('copy') : undefined,
    linkToBoards: canManage ? () => setPicker('link') : undefined,
    copyToHub: canManage && asset ? () => setCopyingToHub(true) : undefined,
    removeFromBoard: canManage && boardId ? () => setRemoving(true) : undefined,
  };
  const pickerMutation = picker === 'link' ? actions.linkToBoards : actions.copyToBoards;
  const otherBoards = file.folderIds.filter((id) => id !== boardId).length;

  return (
    <>
      <Drawer.Header>
        <SavedAdHeader file={file} actions={headerActions} />
        <Drawer.CloseButton aria-label="Close the ad" data-autofocus />
      </Drawer.Header>
      <Drawer.Body>
        <SavedAdBody
          file={file}
          assetIndex={assetIndex}
          onPickAsset={onPickAsset}
          openCounts={openCountsOf(file, assetIndex, discussions.data && openCount(discussions.data))}
          details={<SavedAdDetails file={file} actions={actions} />}
          comments={
            <AssetComments
              key={assetIndex}
              assetLabel={label}
              query={discussions}
              actions={discussionActions}
              members={members}
              readOnlyNote="You can read the comments here, but not write them."
              draftKey={`saved-ad:${file._id}:${assetIndex}`}
            />
          }
        />
      </Drawer.Body>
      <AdBoardsDialog
        opened={picker !== null}
        mode={picker ?? 'copy'}
        file={file}
        pending={pickerMutation.isPending}
        onClose={() => setPicker(null)}
        onConfirm={(boardIds) =>
          pickerMutation.mutate({ fileId: file._id, boardIds }, { onSuccess: () => setPicker(null) })
        }
      />
      {asset && (
        <HubFolderDialog
          opened={copyingToHub}
          fileId={file._id}
          assetIndex={assetIndex}
          assetLabel={label}
          workspaceId={file.workspaceId}
          onClose={() => setCopyingToHub(false)}
        />
      )}
      <ConfirmDialog
        opened={removing}
        title="Remove this ad from the board?"
        confirmLabel="Remove"
        danger
        loading={actions.removeFromBoard.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          boardId &&
          actions.removeFromBoard.mutate(
            { fileId: file._id, folderId: boardId },
            {
              onSuccess: () => {
                setRemoving(false);
                onRemoved();
              },
            },
          )
        }
      >
        {otherBoards > 0
          ? `It stays in the ${otherBoards === 1 ? 'other board' : `${otherBoards} other boards`} it was added to.`
          : 'It is in no other board, so it is deleted, with its comments. This can’t be undone.'}
      </ConfirmDialog>
    </>
  );
}
