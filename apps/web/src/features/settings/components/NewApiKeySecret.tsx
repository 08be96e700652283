import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CopyField } from '../../../ui/CopyField.tsx';

/** A new key's secret, shown this once: read-only, with a Copy button, and a warning that it won't come back. */
export function NewApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Stack gap="lg">
      <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />}>
        Copy the key now and keep it somewhere safe: it won’t be shown again. If it is lost, revoke it and
        make another.
      </Alert>
      <CopyField
        label="API key"
        value={secret}
        monospace
        failedMessage="We couldn’t copy the key. Select it in the field and copy it from there."
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
