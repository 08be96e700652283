import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { licenceFailure, useLicenceFailureMessage } from './licence-failure-store.ts';

export function LicenceFailureDialog() {
  const message = useLicenceFailureMessage();
  return (
    <Modal opened={message !== null} onClose={licenceFailure.dismiss} title="Licence not activated" centered>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon color="orange" variant="light" size={40} radius="xl">
          <IconAlertTriangle size={22} />
        </ThemeIcon>
        <Text size="sm">{message}</Text>
      </Group>
      <Group justify="flex-end" mt="lg">
        <Button onClick={licenceFailure.dismiss}>OK</Button>
      </Group>
    </Modal>
  );
}
