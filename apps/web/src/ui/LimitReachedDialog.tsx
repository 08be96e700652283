import { LIMIT_REACHED_TITLE } from '@hookline/domain';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowUpRight, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where 'Upgrade plan' leads: the Subscriptions tab of the settings. */
export const UPGRADE_PLAN_PATH = '/app/settings?TAB=subscription';

interface LimitReachedDialogProps {
  /** The refusal's message (the plan's limit in words); the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
}

/** The spec's 'You have reached the limit' dialog, shown instead of a toast when the plan refuses. */
export function LimitReachedDialog({ message, onClose }: LimitReachedDialogProps) {
  return (
    <Modal.Root opened={message !== null} onClose={onClose} centered radius="lg" padding="xl">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconLock size={28} stroke={1.7} />
            </ThemeIcon>
            <Modal.Title fz={22} fw={700}>
              {LIMIT_REACHED_TITLE}
            </Modal.Title>
            <Text c="dimmed">{message}</Text>
            <Text size="sm" c="dimmed">
              Upgrade your plan to raise the limit, or free up room first.
            </Text>
            <Group mt="md" justify="center" grow w="100%">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button
                component={Link}
                to={UPGRADE_PLAN_PATH}
                onClick={onClose}
                rightSection={<IconArrowUpRight size={16} />}
              >
                Upgrade plan
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
