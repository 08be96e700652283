import { PLATFORM_LABELS, type AdAccount } from '@hookline/domain';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';

interface ReconnectDialogProps {
  /** The Meta or TikTok account to reconnect; the dialog is open while there is one. */
  account: AdAccount | null;
  loading: boolean;
  onReconnect: (accessToken: string | undefined) => void;
  onClose: () => void;
}

/** Reconnect asks for a new access token, or none to try the stored one again. */
export function ReconnectDialog(props: ReconnectDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.account !== null}
      onClose={props.onClose}
      title="Reconnect ad account"
      centered
    >
      {props.account && <ReconnectForm key={props.account._id} {...props} account={props.account} />}
    </Modal>
  );
}

function ReconnectForm({
  account,
  loading,
  onReconnect,
  onClose,
}: ReconnectDialogProps & { account: AdAccount }) {
  const [token, setToken] = useState('');
  const platform = PLATFORM_LABELS[account.provider];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onReconnect(token.trim() || undefined);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {account.name} syncs again once {platform} accepts its access token. Paste a new token of a{' '}
          {platform} user who can read this account, or leave the field empty to try the stored one again.
        </Text>
        <PasswordInput
          label="New access token (optional)"
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Reconnect
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
