import { Divider, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of the tab, laid out as every settings tab is: what it is on the left, its fields on the right. */
export function ProfileSection({
  title,
  description,
  children,
  last = false,
}: {
  title: string;
  description: string;
  children: ReactNode;
  last?: boolean;
}) {
  return (
    <>
      <Grid gap={40} py="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap={4}>
            <Title order={3} fz="md">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>{children}</Grid.Col>
      </Grid>
      {!last && <Divider />}
    </>
  );
}
