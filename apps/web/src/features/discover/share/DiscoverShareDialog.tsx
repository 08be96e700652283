import type { ShareLink } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../ui/use-mutation.ts';
import {
  DISCOVER_SHARE_KEYS,
  discoverShareApi,
  type DiscoverShareTarget,
} from '../../../api/discover-share-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { ShareDialogModal } from '../../../ui/share-dialog/ShareDialogModal.tsx';
import { NEW_LINK_FORM, type ShareForm } from '../../../ui/share-dialog/share-form.ts';
import { ShareLinkFields } from '../../../ui/share-dialog/ShareLinkFields.tsx';
import { ShareViewCount } from '../../../ui/share-dialog/ShareViewCount.tsx';
import { useShareLinkForm } from '../../../ui/share-dialog/use-share-link-form.ts';
import { toast } from '../../../ui/toasts.ts';
import { absoluteUrl, discoverSharePath } from './discover-share-paths.ts';

export interface DiscoverShareDialogTarget extends DiscoverShareTarget {
  /** What the dialog's title names: the ad (its brand and headline) or the brand. */
  name: string;
}

interface DiscoverShareDialogProps {
  target: DiscoverShareDialogTarget | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The share-link dialog for a Discover ad or brand: the Creative Hub's dialog without what doesn't apply to
 * the library (versions, comments). A link is the workspace's: it lists the workspace's newest link to the
 * ad or brand, or makes one.
 */
export function DiscoverShareDialog({ target, opened, onClose }: DiscoverShareDialogProps) {
  return (
    <ShareDialogModal name={target?.name ?? null} opened={opened} onClose={onClose}>
      {target && (
        <DialogBody key={`${target.workspaceId}:${target.assetType}:${target.assetId}`} target={target} />
      )}
    </ShareDialogModal>
  );
}

function DialogBody({ target }: { target: DiscoverShareDialogTarget }) {
  const links = useQuery({
    queryKey: DISCOVER_SHARE_KEYS.links(target),
    queryFn: ({ signal }) => discoverShareApi.links(target, signal),
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

/** A new Discover link: on, downloads allowed, no expiry, no password; never versions or comments. */
const NEW_DISCOVER_LINK_FORM: ShareForm = { ...NEW_LINK_FORM, accessFileVersions: false, canComment: false };

function LinkForm({ target, link }: { target: DiscoverShareDialogTarget; link: ShareLink | undefined }) {
  const queryClient = useQueryClient();
  const share = useShareLinkForm(link, NEW_DISCOVER_LINK_FORM);
  const kind = target.assetType === 'discover' ? 'ad' : 'brand';

  const save = useMutation({
    mutationFn: async (options: Parameters<typeof discoverShareApi.create>[1]['options']) => {
      const { timezone } = share;
      if (link) return discoverShareApi.update(link._id, { options, timezone });
      return discoverShareApi.create(target, { options, timezone });
    },
    onSuccess: async () => {
      toast.success(link ? 'Share settings updated' : 'Link generated');
      share.forgetPassword();
      await queryClient.invalidateQueries({ queryKey: DISCOVER_SHARE_KEYS.links(target) });
    },
  });

  const submit = () => {
    const sent = share.optionsToSend();
    if (!sent) return;
    // Versions and comments are the Creative Hub's; a Discover link has neither.
    const { accessFileVersions: _versions, canComment: _comments, ...options } = sent;
    save.mutate(options);
  };

  return (
    <ShareLinkFields
      share={share}
      url={link && absoluteUrl(discoverSharePath(link._id))}
      intro={`Anyone with the link can see this ${kind} without an account, read-only. Choose what they may do, then generate the link.`}
      downloadsDescription="Viewers get a Download button for the images and videos."
      views={link && <ViewCount link={link} />}
      saving={save.isPending}
      onSubmit={submit}
    />
  );
}

function ViewCount({ link }: { link: ShareLink }) {
  const views = useQuery({
    queryKey: DISCOVER_SHARE_KEYS.views(link._id),
    queryFn: ({ signal }) => discoverShareApi.views(link._id, signal),
  });
  return <ShareViewCount views={views} />;
}
