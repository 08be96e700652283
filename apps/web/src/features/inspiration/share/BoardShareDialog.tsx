import type { ShareLink, ShareLinkOptionsInput } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { ShareDialogModal } from '../../../ui/share-dialog/ShareDialogModal.tsx';
import { NEW_LINK_FORM, type ShareForm } from '../../../ui/share-dialog/share-form.ts';
import { ShareLinkFields } from '../../../ui/share-dialog/ShareLinkFields.tsx';
import { ShareViewCount } from '../../../ui/share-dialog/ShareViewCount.tsx';
import { useShareLinkForm } from '../../../ui/share-dialog/use-share-link-form.ts';
import { toast } from '../../../ui/toasts.ts';
import { boardShareApi } from '../../../api/board-share-api.ts';
import { BOARD_SHARE_KEYS } from './board-share-keys.ts';
import { absoluteUrl, boardSharePath } from './share-paths.ts';

export interface BoardShareTarget {
  boardId: string;
  workspaceId: string;
  name: string;
}

interface BoardShareDialogProps {
  target: BoardShareTarget | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The share-link dialog for a board: the Creative Hub's dialog, with comments (on the saved ads' images and
 * videos) but no versions. The board's newest link is shown, or one is made.
 */
export function BoardShareDialog({ target, opened, onClose }: BoardShareDialogProps) {
  return (
    <ShareDialogModal name={target?.name ?? null} opened={opened} onClose={onClose}>
      {target && <DialogBody key={target.boardId} target={target} />}
    </ShareDialogModal>
  );
}

function DialogBody({ target }: { target: BoardShareTarget }) {
  const links = useQuery({
    queryKey: BOARD_SHARE_KEYS.links(target.boardId),
    queryFn: ({ signal }) => boardShareApi.links(target.boardId, signal),
  });
  if (links.isError) {
    return (
      <LoadError what="the share link" onRetry={() => void links.refetch()} retrying={links.isRefetching} />
    );
  }
  if (links.isPending) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton h={36} />
        <Skeleton h={22} w="70%" />
        <Skeleton h={22} w="60%" />
        <Skeleton h={22} w="65%" />
      </Stack>
    );
  }
  return <LinkForm target={target} link={links.data[0]} />;
}

/** A new board link: on, downloads allowed, comments allowed, no expiry, no password; never versions. */
const NEW_BOARD_LINK_FORM: ShareForm = { ...NEW_LINK_FORM, accessFileVersions: false };

function LinkForm({ target, link }: { target: BoardShareTarget; link: ShareLink | undefined }) {
  const queryClient = useQueryClient();
  const share = useShareLinkForm(link, NEW_BOARD_LINK_FORM);

  const save = useMutation({
    mutationFn: async (options: ShareLinkOptionsInput) => {
      const { timezone } = share;
      if (link) return boardShareApi.update(link._id, { options, timezone });
      return boardShareApi.create({
        workspaceId: target.workspaceId,
        boardId: target.boardId,
        options,
        timezone,
      });
    },
    onSuccess: async () => {
      toast.success(link ? 'Share settings updated' : 'Link generated');
      share.forgetPassword();
      await queryClient.invalidateQueries({ queryKey: BOARD_SHARE_KEYS.links(target.boardId) });
    },
  });

  const submit = () => {
    const sent = share.optionsToSend();
    if (!sent) return;
    // A board has no versions: its saved ads are what they were when saved.
    const { accessFileVersions: _versions, ...options } = sent;
    save.mutate(options);
  };

  return (
    <ShareLinkFields
      share={share}
      url={link && absoluteUrl(boardSharePath(link._id))}
      intro="Anyone with the link can browse this board, its sub-boards and their saved ads without an account, read-only. Choose what they may do, then generate the link."
      downloadsDescription="Viewers get a Download button for the images and videos."
      withComments
      views={link && <ViewCount link={link} />}
      saving={save.isPending}
      onSubmit={submit}
    />
  );
}

function ViewCount({ link }: { link: ShareLink }) {
  const views = useQuery({
    queryKey: BOARD_SHARE_KEYS.views(link._id),
    queryFn: ({ signal }) => boardShareApi.views(link._id, signal),
  });
  return <ShareViewCount views={views} />;
}
