import { TENANCY_MESSAGES } from '@hookline/domain';
import { Anchor, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLockAccess } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './NoAccessScreen.module.css';
import { APP_PATHS } from './app-paths.ts';

export type NoAccessReason = 'noWorkspaces' | 'noCreateWorkspace';

interface NoAccessScreenProps {
  reason: NoAccessReason;
  /** A module's own refusal ("You don't have access to Analytics in this workspace") in place of the reason's. */
  title?: string;
  /** Offers 'Back to workspace' when the user has a workspace to go back to. */
  hasWorkspaces: boolean;
  /** Offers a link to create an organisation when the user may (userCanCreateOrg). */
  canCreateOrg: boolean;
}

/** The spec's no-access screen: what the user can't do, whom to ask, and the ways out they have. */
export function NoAccessScreen({ reason, title, hasWorkspaces, canCreateOrg }: NoAccessScreenProps) {
  return (
    <Center className={classes.screen}>
      <Paper className={classes.card} withBorder radius="lg" p={40}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconLockAccess size={32} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz={24}>
            {title ?? TENANCY_MESSAGES[reason]}
          </Title>
          <Text c="dimmed">{TENANCY_MESSAGES.contactAdmin}</Text>
          {hasWorkspaces && (
            <Button component={Link} to={APP_PATHS.home} leftSection={<IconArrowLeft size={16} />} mt="xs">
              Back to workspace
            </Button>
          )}
          {canCreateOrg && (
            <Text size="sm" c="dimmed" mt={hasWorkspaces ? 0 : 'xs'}>
              Starting something of your own?{' '}
              <Anchor component={Link} to={APP_PATHS.createOrg} fw={600} size="sm" className={classes.nowrap}>
                Create an organisation
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
