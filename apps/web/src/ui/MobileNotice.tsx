import { MESSAGES, MOBILE_MAX_WIDTH_PX } from '@hookline/domain';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useEffect } from 'react';
import { BrandLogo } from './BrandLogo.tsx';
import classes from './MobileNotice.module.css';

/** Hookline is desktop only: at 820 px or less a full-screen notice covers the app (spec section 1). */
export function MobileNotice() {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);

  useEffect(() => {
    if (!narrow) return;
    // The app behind the notice must not scroll out from under it.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [narrow]);

  if (!narrow) return null;
  return (
    <div className={classes.overlay} role="dialog" aria-modal="true" aria-label="Desktop only">
      <Stack align="center" gap="lg" maw={360} ta="center">
        <BrandLogo size={36} />
        <ThemeIcon size={88} radius={28} variant="light">
          <IconDeviceDesktop size={48} stroke={1.5} />
        </ThemeIcon>
        <Title order={3}>Best on a bigger screen</Title>
        <Text c="dimmed">{MESSAGES.mobileNotice}</Text>
      </Stack>
    </div>
  );
}
