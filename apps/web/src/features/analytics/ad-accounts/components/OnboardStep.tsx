import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface OnboardStepProps {
  number: number;
  title: string;
  children: ReactNode;
}

/** One numbered step of connecting ad accounts, a section named by its title. */
export function OnboardStep({ number, title, children }: OnboardStepProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="xl" size={28} aria-hidden>
            {number}
          </ThemeIcon>
          <Title order={2} fz="md" id={titleId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
