import type { ExpertDetail } from '@hookline/domain';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import classes from './ExpertPage.module.css';

/**
 * The expert's public board. Inspiration boards come with their own issue; until then no expert has one,
 * and the section says so.
 */
export function PublicBoard({ expert }: { expert: ExpertDetail }) {
  return (
    <section className={classes.board} aria-labelledby="expert-public-board">
      <Title order={2} fz="lg" mb="sm" id="expert-public-board">
        Public board
      </Title>
      <Stack align="center" ta="center" gap="xs" py={56} px="md" className={classes.boardEmpty}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconLayoutGrid size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{expert.firstName} hasn’t published a board yet</Text>
        <Text size="sm" c="dimmed" maw={440}>
          When they do, the ads they collect on it show here.
        </Text>
      </Stack>
    </section>
  );
}
