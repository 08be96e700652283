import { LIMIT_REACHED_TITLE, upgradeLimitText, type LimitedResource } from '@hookline/domain';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowUpRight, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where 'Upgrade plan' leads: the Subscriptions tab of the settings. */
export const UPGRADE_PLAN_PATH = '/app/settings?TAB=subscription';

/**
 * A plan's refusal: its message (the plan's limit in words), and either the team limit it hit (the upgrade
 * line is worked out from it) or a module's own lines: its plan's limits and how far an upgrade goes.
 */
export type LimitReached =
  | { message: string; resource: LimitedResource }
  | { message: string; planLimits?: string; upgradeText: string };

interface LimitReachedDialogProps {
  /** The dialog is open while there is a refusal to show. */
  limit: LimitReached | null;
  onClose: () => void;
}

/** The spec's 'You have reached the limit' dialog, shown instead of a toast when the plan refuses. */
export function LimitReachedDialog({ limit, onClose }: LimitReachedDialogProps) {
  return (
    <Modal.Root opened={limit !== null} onClose={onClose} centered radius="lg" padding="xl">
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
            <Text c="dimmed">{limit?.message}</Text>
            {limit && 'planLimits' in limit && limit.planLimits && <Text size="sm">{limit.planLimits}</Text>}
            {/* The limit text comes from the highest value across plans (spec section 5). */}
            <Text size="sm" c="dimmed">
              {limit && ('resource' in limit ? upgradeLimitText(limit.resource) : limit.upgradeText)} Or free
              up room first.
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
