import { Divider, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
  /** No divider under the last section of a tab. */
  last?: boolean;
}

/** One block of a settings tab: what it is on the left, its fields on the right. */
export function SettingsSection({ title, description, children, last = false }: SettingsSectionProps) {
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
