import { isShareLinkExpiringSoon, type ShareLinkState } from '@hookline/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { CopyField } from '../CopyField.tsx';

const STATE_LABELS: Record<ShareLinkState, string> = {
  active: 'Active',
  expired: 'Expired',
  disabled: 'Turned off',
};

interface ShareLinkRowProps {
  /** The link's public page, as a whole URL to copy. */
  url: string;
  state: ShareLinkState;
  /** When the link stops working (ISO 8601), or null: never. */
  expireAt: string | null;
  createdByName: string;
}

/** A share dialog's link: the URL with a Copy button, whether it opens, and who made it. */
export function ShareLinkRow({ url, state, expireAt, createdByName }: ShareLinkRowProps) {
  const expiringSoon = state === 'active' && isShareLinkExpiringSoon(expireAt);
  return (
    <Stack gap={6}>
      <CopyField
        label="Link"
        value={url}
        copiedForMs={2000}
        failedMessage={`We couldn’t copy the link. Copy it from here: ${url}`}
      />
      <Group gap={6}>
        <Badge variant="light" color={state === 'active' ? 'teal' : state === 'expired' ? 'orange' : 'gray'}>
          {STATE_LABELS[state]}
        </Badge>
        {expiringSoon && (
          <Badge variant="light" color="orange" title="The link stops working within 24 hours">
            Expiring soon
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          Created by {createdByName}
        </Text>
      </Group>
    </Stack>
  );
}
