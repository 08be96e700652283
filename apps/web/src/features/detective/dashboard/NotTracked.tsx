import { Box, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTelescope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { detectivePaths } from '../detective-paths.ts';

/** The dashboard's page width and margins, in every state. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box px={40} py={32} maw={1600}>
      {children}
    </Box>
  );
}

/** The brand isn't tracked by the active workspace: say so, and lead to Detective's home. */
export function NotTracked() {
  return (
    <PageFrame>
      <Stack align="center" ta="center" gap="sm" py={64}>
        <ThemeIcon size={52} radius="xl" variant="light" color="violet">
          <IconTelescope size={26} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={22}>
          This brand isn’t tracked in this workspace
        </Title>
        <Text c="dimmed" maw={460}>
          Its dashboard shows once the workspace tracks it. Track it from Detective, or switch to the
          workspace that does.
        </Text>
        <Button
          component={Link}
          to={detectivePaths.home()}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Go to Detective
        </Button>
      </Stack>
    </PageFrame>
  );
}
