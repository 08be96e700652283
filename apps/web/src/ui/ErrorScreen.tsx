import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { BrandLogo } from './BrandLogo.tsx';
import classes from './StatusScreen.module.css';

/** 'Oops! Something went wrong' with a Reload that starts again from the root (spec section 2). */
export function ErrorScreen() {
  return (
    <Center className={`${classes.screen} ${classes.fullPage}`}>
      <Stack align="center" gap="md" maw={440} ta="center">
        <BrandLogo size={30} />
        <ThemeIcon size={72} radius="xl" variant="light" color="red" mt="lg">
          <IconMoodSad size={40} />
        </ThemeIcon>
        <Title order={2}>Oops! Something went wrong</Title>
        <Text c="dimmed">An unexpected error stopped this page. Reloading usually fixes it.</Text>
        <Button leftSection={<IconRefresh size={16} />} mt="sm" onClick={() => window.location.assign('/')}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
