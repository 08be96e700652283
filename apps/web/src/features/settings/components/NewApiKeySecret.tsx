import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../ui/toasts.ts';

/** A new key's secret, shown this once: read-only, with a Copy button, and a warning that it won't come back. */
export function NewApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Copied');
      setCopied(true);
    } catch {
      toast.error('We couldn’t copy the key. Select it in the field and copy it from there.');
    }
  };
  return (
    <Stack gap="lg">
      <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />}>
        Copy the key now and keep it somewhere safe: it won’t be shown again. If it is lost, revoke it and
        make another.
      </Alert>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="API key"
          value={secret}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
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
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
