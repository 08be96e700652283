import { isShareLinkExpiringSoon, type ShareLinkState } from '@hookline/domain';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../toasts.ts';

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
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Copied');
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(`We couldn’t copy the link. Copy it from here: ${url}`);
    }
  };
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Link"
          value={url}
          readOnly
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
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
