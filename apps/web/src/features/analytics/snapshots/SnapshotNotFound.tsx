import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';

/** A link to a snapshot that was deleted, or never existed. */
export function SnapshotNotFound() {
  return (
    <Stack align="center" ta="center" gap="xs" py={80}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconCameraOff size={28} />
      </ThemeIcon>
      <Title order={1} fz={24}>
        This snapshot doesn’t exist or was deleted
      </Title>
      <Text c="dimmed" maw={440}>
        Check the link, or ask the person who shared it for a new one.
      </Text>
    </Stack>
  );
}
