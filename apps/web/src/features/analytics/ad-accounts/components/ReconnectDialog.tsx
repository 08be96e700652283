import { PLATFORM_LABELS, type AdAccount } from '@hookline/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandFacebook, IconBrandTiktok } from '@tabler/icons-react';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import { isSignInPlatform, SIGN_IN_BUTTON_LABELS } from '../../../../ui/platform-sign-in.ts';

interface ReconnectDialogProps {
  /** The Meta or TikTok account to reconnect; the dialog is open while there is one. */
  account: AdAccount | null;
  /** The sign-in is being started; then the browser leaves for the platform. */
  loading: boolean;
  /** Why the sign-in did not start (not configured on this server, say), in the server's words. */
  error: string | null;
  onSignIn: () => void;
  onClose: () => void;
}

/**
 * Reconnect sends the person to the platform's own sign-in, and the platform sends them back to Ad accounts.
 * The workspace keeps one sign-in per platform, so it renews every account of that platform here.
 */
export function ReconnectDialog({ account, loading, error, onSignIn, onClose }: ReconnectDialogProps) {
  const provider = account && isSignInPlatform(account.provider) ? account.provider : null;
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={account !== null}
      onClose={onClose}
      title="Reconnect ad account"
      centered
    >
      {account && provider && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {account.name} syncs again once you sign in with {PLATFORM_LABELS[provider]} as a person who can
            read this account. You leave for {PLATFORM_LABELS[provider]}&apos;s sign-in and come back to this
            page; the new sign-in serves every {PLATFORM_LABELS[provider]} account of this workspace.
          </Text>
          {error && (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertTriangle size={18} />}
              title={`${PLATFORM_LABELS[provider]} sign-in did not start`}
            >
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button
              leftSection={
                provider === 'meta' ? <IconBrandFacebook size={16} /> : <IconBrandTiktok size={16} />
              }
              loading={loading}
              onClick={onSignIn}
              data-autofocus
            >
              {SIGN_IN_BUTTON_LABELS[provider]}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
