import '@mantine/dates/styles.css';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { ShareLinkRow } from './ShareLinkRow.tsx';
import type { ShareLinkFormState } from './use-share-link-form.ts';

interface ShareLinkFieldsProps {
  share: ShareLinkFormState;
  /** The link's public page, as a whole URL, once there is a link. */
  url: string | undefined;
  /** What a new link will do, shown before there is one. */
  intro: string;
  /** Under 'Allow downloads': what viewers get. */
  downloadsDescription?: string;
  /** The Creative Hub's links also open earlier versions and take comments. */
  withVersionsAndComments?: boolean;
  /** Comments without versions (an Inspiration board's links); on with `withVersionsAndComments`. */
  withComments?: boolean;
  /** The link's views, once there is a link. */
  views?: ReactNode;
  saving: boolean;
  onSubmit: () => void;
}

/** The date input shows its placeholder as text, not as an input's placeholder: it needs a readable colour. */
const DATE_INPUT_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

/**
 * A share dialog's body (spec sections 4 and 5, "Share link"): the link and its state, its switches, expiry
 * and password, its views, and Generate Link or Update; read-only for whoever may not change the link.
 */
export function ShareLinkFields({
  share,
  url,
  intro,
  downloadsDescription,
  withVersionsAndComments = false,
  withComments = withVersionsAndComments,
  views,
  saving,
  onSubmit,
}: ShareLinkFieldsProps) {
  const { link, form, errors, canUpdate, change } = share;
  return (
    <Stack gap="md">
      {link && url ? (
        <ShareLinkRow
          url={url}
          state={link.state}
          expireAt={link.options.expireAt}
          createdByName={link.createdByName}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {intro}
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
          description={downloadsDescription}
          checked={form.downloadable}
          disabled={!canUpdate}
          onChange={(event) => change({ downloadable: event.currentTarget.checked })}
        />
        {withVersionsAndComments && (
          <Switch
            label="Access to versions"
            description="Viewers can open earlier versions, not only the current one."
            checked={form.accessFileVersions}
            disabled={!canUpdate}
            onChange={(event) => change({ accessFileVersions: event.currentTarget.checked })}
          />
        )}
        {withComments && (
          <Switch
            label="Can comment"
            checked={form.canComment}
            disabled={!canUpdate}
            onChange={(event) => change({ canComment: event.currentTarget.checked })}
          />
        )}
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
        minDate={share.today}
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
          onChange={(event) => share.setPassword(event.currentTarget.checked)}
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
      {link && views}
      {!canUpdate && (
        <Alert color="gray" variant="light">
          Only the person who created this link or a workspace admin can change it.
        </Alert>
      )}
      {canUpdate && (
        <Group justify="flex-end">
          <Button onClick={onSubmit} loading={saving}>
            {link ? 'Update' : 'Generate Link'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
