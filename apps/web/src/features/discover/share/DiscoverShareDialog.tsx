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
import {
  DISCOVER_SHARE_KEYS,
  discoverShareApi,
  type DiscoverShareTarget,
} from '../../../api/discover-share-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import {
  browserTimezone,
  formFromLink,
  NEW_LINK_FORM,
  shareOptionsToSend,
  todayIn,
  toggleSetPassword,
  type ShareForm,
  type ShareFormErrors,
} from '../../../ui/share-dialog/share-form.ts';
import { ShareLinkRow } from '../../../ui/share-dialog/ShareLinkRow.tsx';
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
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      title={target ? `Share “${target.name}”` : 'Share'}
      centered
      radius="lg"
      size={520}
    >
      {target && (
        <DialogBody key={`${target.workspaceId}:${target.assetType}:${target.assetId}`} target={target} />
      )}
    </Modal>
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
  const timezone = browserTimezone();
  const [form, setForm] = useState<ShareForm>(() =>
    link ? formFromLink(link, timezone) : NEW_DISCOVER_LINK_FORM,
  );
  const [errors, setErrors] = useState<ShareFormErrors>({});
  const canUpdate = !link || link.allowedActions.includes('shareLink.update');
  const today = todayIn(timezone);
  const kind = target.assetType === 'discover' ? 'ad' : 'brand';

  const change = (patch: Partial<ShareForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const save = useMutation({
    mutationFn: async (options: Parameters<typeof discoverShareApi.create>[1]['options']) => {
      if (link) return discoverShareApi.update(link._id, { options, timezone });
      return discoverShareApi.create(target, { options, timezone });
    },
    onSuccess: async () => {
      toast.success(link ? 'Share settings updated' : 'Link generated');
      setForm((current) => ({ ...current, password: '' }));
      await queryClient.invalidateQueries({ queryKey: DISCOVER_SHARE_KEYS.links(target) });
    },
  });

  const submit = () => {
    const result = shareOptionsToSend(form, { link, today });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    // Versions and comments are the Creative Hub's; a Discover link has neither.
    const { accessFileVersions: _versions, canComment: _comments, ...options } = result.options;
    save.mutate(options);
  };

  return (
    <Stack gap="md">
      {link ? (
        <ShareLinkRow
          url={absoluteUrl(discoverSharePath(link._id))}
          state={link.state}
          createdByName={link.createdByName}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Anyone with the link can see this {kind} without an account, read-only. Choose what they may do,
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
          description="Viewers get a Download button for the images and videos."
          checked={form.downloadable}
          disabled={!canUpdate}
          onChange={(event) => change({ downloadable: event.currentTarget.checked })}
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
      {link && <ViewCount link={link} />}
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

function ViewCount({ link }: { link: ShareLink }) {
  const views = useQuery({
    queryKey: DISCOVER_SHARE_KEYS.views(link._id),
    queryFn: ({ signal }) => discoverShareApi.views(link._id, signal),
  });
  if (views.isError) {
    return <LoadError compact what="the link’s views" onRetry={() => void views.refetch()} />;
  }
  if (views.isPending) return <Skeleton h={20} w="50%" aria-hidden />;
  const { total, uniqueViewers, anonymousViews } = views.data;
  return (
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
  );
}
