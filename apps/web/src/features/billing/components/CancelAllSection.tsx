import { Button, Card, Checkbox, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import type { Loss } from '../cancel-losses.ts';
import { useBillingDialogs } from './billing-dialogs.tsx';

interface CancelAllDialogProps {
  opened: boolean;
  losses: readonly Loss[];
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The warning before cancelling every subscription: what will be lost, and a confirmation. */
export function CancelAllDialog({ opened, losses, loading, onConfirm, onClose }: CancelAllDialogProps) {
  const [understood, setUnderstood] = useState(false);
  const close = () => {
    setUnderstood(false);
    onClose();
  };
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={close}
      title="Cancel all subscriptions?"
      centered
      radius="lg"
      size="lg"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={22} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
          <Text size="sm">
            Your organisation moves to the free plans as soon as you confirm. This is what you will lose:
          </Text>
        </Group>
        {losses.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing beyond the free plans: your limits stay the same.
          </Text>
        ) : (
          <Table withTableBorder striped aria-label="What you will lose">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What</Table.Th>
                <Table.Th>Now</Table.Th>
                <Table.Th>After cancelling</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {losses.map((loss) => (
                <Table.Tr key={loss.label}>
                  <Table.Td>{loss.label}</Table.Td>
                  <Table.Td>{loss.from}</Table.Td>
                  <Table.Td c="red.8" fw={600}>
                    {loss.to}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="dimmed">
          Anything above the free limits stays, but you can’t add more until you upgrade again.
        </Text>
        <Checkbox
          label="I understand what my organisation will lose"
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading}>
            Keep my subscriptions
          </Button>
          <Button color="red" disabled={!understood} loading={loading} onClick={onConfirm}>
            Cancel all subscriptions
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The page's section to cancel everything (the spec's 'Cancel All Subscription'); shown while something is paid for. */
export function CancelAllSection({ onCancel }: { onCancel: () => void }) {
  const dialogs = useBillingDialogs();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cancel-all-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={3} fz="md" id="cancel-all-title">
            Cancel all subscriptions
          </Title>
          <Text size="sm" c="dimmed">
            Stop every plan and add-on. Your organisation returns to the free plans at once.
          </Text>
        </Stack>
        <Button
          color="red.9"
          variant="outline"
          onClick={() => {
            if (!dialogs.stopIfManual('cancel')) onCancel();
          }}
        >
          Cancel all subscriptions
        </Button>
      </Group>
    </Card>
  );
}
