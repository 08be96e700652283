import { Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo.tsx';
import classes from './StatusScreen.module.css';

/** The goodbye screen a deleted account's owner lands on, signed out everywhere (/goodbye). */
export function AccountDeletedScreen() {
  return (
    <Box className={classes.fullPage} component="main">
      <Box className={classes.brandBar}>
        <Link to="/" aria-label="Hookline home" className={classes.brandLink}>
          <BrandLogo size={30} />
        </Link>
      </Box>
      <Center className={classes.screen}>
        <Stack align="center" gap="md" maw={480} ta="center">
          <IconCircleCheck size={56} stroke={1.5} color="var(--mantine-color-hookline-7)" aria-hidden />
          <Title order={1} fz={28}>
            Your account has been deleted
          </Title>
          <Text c="dimmed">
            You have been signed out on every device, and a confirmation is on its way to your e-mail. What
            you shared stays with your team. Thank you for using Hookline.
          </Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to="/signup" variant="default">
              Create a new account
            </Button>
            <Button component={Link} to="/login">
              Go to sign in
            </Button>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
