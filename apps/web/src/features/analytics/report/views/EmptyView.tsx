import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';

/** What a view shows when it has nothing to draw: why, and what to do next. */
export function EmptyView({
  message = 'No ads match this report for these dates. Try a longer date range or fewer filters.',
}: {
  message?: string;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={48} px="md">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray">
        <IconChartBarOff size={22} aria-hidden />
      </ThemeIcon>
      <Text size="sm" c="dimmed" maw={420}>
        {message}
      </Text>
    </Stack>
  );
}
