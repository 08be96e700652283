import { Box, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SetupScreen.module.css';

interface SetupScreenProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: alternatives, such as organisations to join. */
  footer?: ReactNode;
}

/** A focused one-task screen inside the app (create an organisation or a workspace): a centred card. */
export function SetupScreen({ icon, title, description, children, footer }: SetupScreenProps) {
  return (
    <Box className={classes.screen}>
      <Stack className={classes.column} gap="lg">
        <Paper withBorder radius="lg" p={36} shadow="xs">
          <Stack gap={4} mb="xl">
            <ThemeIcon size={48} radius="md" variant="light" mb="sm">
              {icon}
            </ThemeIcon>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Paper>
        {footer}
      </Stack>
    </Box>
  );
}
