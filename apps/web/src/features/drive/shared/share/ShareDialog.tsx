import type { ShareLink } from '@hookline/domain';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../../ui/use-mutation.ts';
import { DRIVE_KEYS, driveApi } from '../../../../api/drive-api.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { ShareDialogModal } from '../../../../ui/share-dialog/ShareDialogModal.tsx';
import { ShareLinkFields } from '../../../../ui/share-dialog/ShareLinkFields.tsx';
import { ShareViewsLine } from '../../../../ui/share-dialog/ShareViewsLine.tsx';
import { useShareLinkForm } from '../../../../ui/share-dialog/use-share-link-form.ts';
import { toast } from '../../../../ui/toasts.ts';
import { absoluteUrl, drivePaths } from '../drive-paths.ts';

export interface ShareTarget {
  assetType: 'folder' | 'file';
  assetId: string;
  workspaceId: string;
  name: string;
}

interface ShareDialogProps {
  target: ShareTarget | null;
  opened: boolean;
  onClose: () => void;
}

/** The share-link dialog (spec sections 2, 4 and 8) for a folder or a file. */
export function ShareDialog({ target, opened, onClose }: ShareDialogProps) {
  return (
    <ShareDialogModal name={target?.name ?? null} opened={opened} onClose={onClose}>
      {target && <ShareDialogBody key={`${target.assetType}:${target.assetId}`} target={target} />}
    </ShareDialogModal>
  );
}

function ShareDialogBody({ target }: { target: ShareTarget }) {
  const links = useQuery({
    queryKey: DRIVE_KEYS.shareLinks(target.assetType, target.assetId),
    queryFn: ({ signal }) => driveApi.shareLinks(target, signal),
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
  return <ShareLinkForm target={target} link={links.data[0]} />;
}

function ShareLinkForm({ target, link }: { target: ShareTarget; link: ShareLink | undefined }) {
  const queryClient = useQueryClient();
  const share = useShareLinkForm(link);

  const save = useMutation({
    mutationFn: async (options: Parameters<typeof driveApi.updateShareLink>[1]['options']) => {
      const { timezone } = share;
      if (link) return driveApi.updateShareLink(link._id, { options, timezone });
      const created = await driveApi.createShareLink({
        workspaceId: target.workspaceId,
        ...(target.assetType === 'folder' ? { folderId: target.assetId } : { fileId: target.assetId }),
        options,
        timezone,
      });
      return created.shareLinkId;
    },
    onSuccess: async () => {
      toast.success(link ? 'Share settings updated' : 'Link generated');
      share.forgetPassword();
      await queryClient.invalidateQueries({
        queryKey: DRIVE_KEYS.shareLinks(target.assetType, target.assetId),
      });
    },
  });

  const submit = () => {
    const options = share.optionsToSend();
    if (options) save.mutate(options);
  };

  return (
    <ShareLinkFields
      share={share}
      url={link && absoluteUrl(drivePaths.publicShare(link._id))}
      intro={`Anyone with the link can open this ${target.assetType} without an account. Choose what they may do, then generate the link.`}
      withVersionsAndComments
      views={link && <ViewCounts link={link} />}
      saving={save.isPending}
      onSubmit={submit}
    />
  );
}

function ViewCounts({ link }: { link: ShareLink }) {
  const views = useQuery({
    queryKey: DRIVE_KEYS.shareLinkViews(link._id),
    queryFn: ({ signal }) => driveApi.shareLinkViews(link._id, signal),
  });
  if (views.isError) {
    return <LoadError compact what="the link’s views" onRetry={() => void views.refetch()} />;
  }
  if (views.isPending) return <Skeleton h={20} w="50%" aria-hidden />;
  const { total, uniqueViewers, anonymousViews, byFile } = views.data;
  const files = byFile.filter((entry) => entry.fileId !== null).slice(0, 3);
  return (
    <Stack gap={4}>
      <ShareViewsLine total={total} uniqueViewers={uniqueViewers} anonymousViews={anonymousViews} />
      {files.map((entry) => (
        <Text key={entry.fileId} size="xs" c="dimmed" pl={22} truncate>
          {entry.fileName ?? 'A file'}: {entry.count.toLocaleString('en-US')}
        </Text>
      ))}
    </Stack>
  );
}
