import type { AdAccount } from '@hookline/domain';
import { Text } from '@mantine/core';
import { tokenExpiryOf } from '../ad-account-labels.ts';

/** How long the workspace's sign-in with the account's platform still lasts; nothing when it does not expire. */
export function TokenExpiryNote({ account }: { account: AdAccount }) {
  const expiry = tokenExpiryOf(account);
  if (!expiry) return null;
  return (
    <Text
      size="xs"
      c={expiry.expired ? 'red.8' : expiry.soon ? undefined : 'dimmed'}
      fw={expiry.expired || expiry.soon ? 600 : undefined}
    >
      {expiry.label}
    </Text>
  );
}
