import type { ShareLink } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DETECTIVE_SHARE_KEYS,
  detectiveShareApi,
  type DetectiveShareTarget,
} from '../../../api/detective-share-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { ShareDialogModal } from '../../../ui/share-dialog/ShareDialogModal.tsx';
import { NEW_LINK_FORM, type ShareForm } from '../../../ui/share-dialog/share-form.ts';
import { ShareLinkFields } from '../../../ui/share-dialog/ShareLinkFields.tsx';
import { ShareViewCount } from '../../../ui/share-dialog/ShareViewCount.tsx';
import { useShareLinkForm } from '../../../ui/share-dialog/use-share-link-form.ts';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { detectivePaths } from '../detective-paths.ts';

export interface DetectiveShareDialogTarget extends DetectiveShareTarget {
  /** The tracked brand's name, in the dialog's title. */
  name: string;
}

interface DetectiveShareDialogProps {
  target: DetectiveShareDialogTarget;
  opened: boolean;
  onClose: () => void;
}

/** A path of this app as a whole URL, to copy and send. */
const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

/**
 * The share-link dialog for a tracked brand's dashboard: the Creative Hub's dialog without what doesn't apply
 * to a dashboard (versions, comments). It shows the tracker's newest link, or makes one.
 */
export function DetectiveShareDialog({ target, opened, onClose }: DetectiveShareDialogProps) {
  return (
    <ShareDialogModal name={target.name} opened={opened} onClose={onClose}>
      <DialogBody key={`${target.workspaceId}:${target.detectiveId}`} target={target} />
    </ShareDialogModal>
  );
}

function DialogBody({ target }: { target: DetectiveShareDialogTarget }) {
  const links = useQuery({
    queryKey: DETECTIVE_SHARE_KEYS.links(target),
    queryFn: ({ signal }) => detectiveShareApi.links(target, signal),
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
      </Stack>
    );
  }
  return <LinkForm target={target} link={links.data[0]} />;
}

/** A new dashboard link: on, no expiry, no password; never versions or comments. */
const NEW_DETECTIVE_LINK_FORM: ShareForm = { ...NEW_LINK_FORM, accessFileVersions: false, canComment: false };

function LinkForm({ target, link }: { target: DetectiveShareDialogTarget; link: ShareLink | undefined }) {
  const queryClient = useQueryClient();
  const share = useShareLinkForm(link, NEW_DETECTIVE_LINK_FORM);

  const save = useMutation({
    mutationFn: async (options: Parameters<typeof detectiveShareApi.create>[1]['options']) => {
      const { timezone } = share;
      if (link) return detectiveShareApi.update(link._id, { options, timezone });
      return detectiveShareApi.create(target, { options, timezone });
    },
    onSuccess: async () => {
      toast.success(link ? 'Share settings updated' : 'Link generated');
      share.forgetPassword();
      await queryClient.invalidateQueries({ queryKey: DETECTIVE_SHARE_KEYS.links(target) });
    },
  });

  const submit = () => {
    const sent = share.optionsToSend();
    if (!sent) return;
    // Versions and comments are the Creative Hub's; a dashboard's link has neither.
    const { accessFileVersions: _versions, canComment: _comments, ...options } = sent;
    save.mutate(options);
  };

  return (
    <ShareLinkFields
      share={share}
      url={link && absoluteUrl(detectivePaths.share(link._id))}
      intro={`Anyone with the link can see ${target.name}'s dashboard without an account, read-only: every menu, over any duration, and the ads behind its figures. Choose what they may do, then generate the link.`}
      downloadsDescription="Viewers get a Download button for the images and videos of the ads they open."
      views={link && <ViewCount link={link} />}
      saving={save.isPending}
      onSubmit={submit}
    />
  );
}

function ViewCount({ link }: { link: ShareLink }) {
  const views = useQuery({
    queryKey: DETECTIVE_SHARE_KEYS.views(link._id),
    queryFn: ({ signal }) => detectiveShareApi.views(link._id, signal),
  });
  return <ShareViewCount views={views} />;
}
