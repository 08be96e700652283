import '@mantine/dates/styles.css';
import type { ShareLink } from '@hookline/domain';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DRIVE_KEYS, driveApi } from '../../../../api/drive-api.ts';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import {
  browserTimezone,
  formFromLink,
  shareOptionsToSend,
  todayIn,
  toggleSetPassword,
  type ShareForm,
  type ShareFormErrors,
} from '../../../../ui/share-dialog/share-form.ts';
import { ShareLinkRow } from '../../../../ui/share-dialog/ShareLinkRow.tsx';
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
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title={target ? `Share “${target.name}”` : 'Share'}
      centered
      radius="lg"
      size={520}
    >
      {target && <ShareDialogBody key={`${target.assetType}:${target.assetId}`} target={target} />}
    </Modal>
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
  const timezone = browserTimezone();
  const [form, setForm] = useState<ShareForm>(() => formFromLink(link, timezone));
  const [errors, setErrors] = useState<ShareFormErrors>({});
  const canUpdate = !link || link.allowedActions.includes('shareLink.update');
  const today = todayIn(timezone);

  const change = (patch: Partial<ShareForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const save = useMutation({
    mutationFn: async (options: Parameters<typeof driveApi.updateShareLink>[1]['options']) => {
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
      setForm((current) => ({ ...current, password: '' }));
      await queryClient.invalidateQueries({
        queryKey: DRIVE_KEYS.shareLinks(target.assetType, target.assetId),
      });
    },
  });

  const submit = () => {
    const result = shareOptionsToSend(form, { link, today });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    save.mutate(result.options);
  };

  return (
    <Stack gap="md">
      {link ? (
        <ShareLinkRow
          url={absoluteUrl(drivePaths.publicShare(link._id))}
          state={link.state}
          createdByName={link.createdByName}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Anyone with the link can open this {target.assetType} without an account. Choose what they may do,
          then generate the link.
        </Text>
      )}
      <Stack gap="sm">
        <Switch
          label="Make link available"
          description="Turned off, the link opens nothing until you turn it on again."
          checked={form.enabled}
          disabled={!canUpdate}
          onChange={(event) => change({ enabled: event.currentTarget.checked })}
        />
        <Switch
          label="Allow downloads"
          checked={form.downloadable}
          disabled={!canUpdate}
          onChange={(event) => change({ downloadable: event.currentTarget.checked })}
        />
        <Switch
          label="Access to versions"
          description="Viewers can open earlier versions, not only the current one."
          checked={form.accessFileVersions}
          disabled={!canUpdate}
          onChange={(event) => change({ accessFileVersions: event.currentTarget.checked })}
        />
        <Switch
          label="Can comment"
          checked={form.canComment}
          disabled={!canUpdate}
          onChange={(event) => change({ canComment: event.currentTarget.checked })}
        />
      </Stack>
      <Divider />
      <DatePickerInput
        size="md"
        styles={DATE_INPUT_STYLES}
        label="Expiry date"
        description="The link works until the end of this day. Leave it empty for a link that never expires."
        placeholder="Never expires"
        clearable
        clearButtonProps={{ 'aria-label': 'Clear expiry date' }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        valueFormat="MMM D, YYYY"
        minDate={today}
        value={form.expireDay}
        disabled={!canUpdate}
        error={errors.expireDay}
        onChange={(value) => change({ expireDay: value ? dayjs(value).format('YYYY-MM-DD') : null })}
        popoverProps={{ withinPortal: true }}
      />
      <Stack gap={8}>
        <Switch
          label="Set Password"
          description={
            link?.options.passwordProtected && form.setPassword
              ? 'The link has a password. Type a new one to change it.'
              : 'Viewers type it before the link opens.'
          }
          checked={form.setPassword}
          disabled={!canUpdate}
          onChange={(event) => {
            // Read now: the updater runs later, when React has let go of the event's target.
            const { checked } = event.currentTarget;
            setForm((current) => toggleSetPassword(current, checked));
            setErrors({});
          }}
        />
        {form.setPassword && (
          <PasswordInput
            label={link?.options.passwordProtected ? 'New password' : 'Password'}
            placeholder={link?.options.passwordProtected ? 'Leave empty to keep the current one' : undefined}
            autoComplete="new-password"
            value={form.password}
            error={errors.password}
            disabled={!canUpdate}
            onChange={(event) => change({ password: event.currentTarget.value })}
          />
        )}
      </Stack>
      {link && <ViewCounts link={link} />}
      {!canUpdate && (
        <Alert color="gray" variant="light">
          Only the person who created this link or a workspace admin can change it.
        </Alert>
      )}
      {canUpdate && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {link ? 'Update' : 'Generate Link'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The date input shows its placeholder as text, not as an input's placeholder: it needs a readable colour. */
const DATE_INPUT_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

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
      <Group gap={6}>
        <IconEye size={16} aria-hidden />
        <Text size="sm">
          {total === 0
            ? 'Not viewed yet'
            : `Viewed ${total.toLocaleString('en-US')} ${total === 1 ? 'time' : 'times'}`}
          {uniqueViewers > 0 && ` · ${uniqueViewers} named ${uniqueViewers === 1 ? 'viewer' : 'viewers'}`}
          {anonymousViews > 0 && total > 0 && ` · ${anonymousViews} without a name`}
        </Text>
      </Group>
      {files.map((entry) => (
        <Text key={entry.fileId} size="xs" c="dimmed" pl={22} truncate>
          {entry.fileName ?? 'A file'}: {entry.count.toLocaleString('en-US')}
        </Text>
      ))}
    </Stack>
  );
}
