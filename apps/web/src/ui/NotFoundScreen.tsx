import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo.tsx';
import classes from './StatusScreen.module.css';

interface NotFoundScreenProps {
  /** Inside the app shell the sidebar already carries the brand and the way home. */
  inShell?: boolean;
}

/** The Not Found fallback, full-page or inside the app shell. */
export function NotFoundScreen({ inShell = false }: NotFoundScreenProps) {
  return (
    <Box className={inShell ? undefined : classes.fullPage}>
      {!inShell && (
        <Box className={classes.brandBar}>
          <Link to="/" aria-label="Hookline home" className={classes.brandLink}>
            <BrandLogo size={30} />
          </Link>
        </Box>
      )}
      <Center className={classes.screen}>
        <Stack align="center" gap="md" maw={440} ta="center">
          <Text className={classes.code}>404</Text>
          <Title order={2}>Page not found</Title>
          <Text c="dimmed">The page you are looking for does not exist, or it has moved.</Text>
          <Button
            component={Link}
            to={inShell ? '/app' : '/'}
            leftSection={<IconArrowLeft size={16} />}
            mt="sm"
          >
            Back to home
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
