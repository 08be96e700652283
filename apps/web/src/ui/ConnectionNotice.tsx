import { MESSAGES, ONLINE_NOTICE_MS } from '@hookline/domain';
import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import classes from './ConnectionNotice.module.css';
import { toast } from './toasts.ts';
import { useOnline } from './use-online.ts';

/** How many content banners are on screen; while there is one, the window's banner stays away. */
let contentBanners = 0;
const bannerListeners = new Set<() => void>();
const contentBannerStore = {
  subscribe: (listener: () => void) => {
    bannerListeners.add(listener);
    return () => bannerListeners.delete(listener);
  },
  shown: () => contentBanners > 0,
  change: (by: number) => {
    contentBanners += by;
    for (const listener of bannerListeners) listener();
  },
};

function OfflineMessage() {
  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      <IconWifiOff size={16} />
      <Text size="sm" fw={600}>
        {MESSAGES.offline}
      </Text>
    </Group>
  );
}

/**
 * 'Internet is restored' for 5 seconds when the connection returns, and, while offline, a banner at the
 * foot of the window. Inside the app's frame, OfflineBanner takes its place.
 */
export function ConnectionNotice() {
  const online = useOnline();
  const contentBannerShown = useSyncExternalStore(
    contentBannerStore.subscribe,
    contentBannerStore.shown,
    contentBannerStore.shown,
  );
  useEffect(() => {
    const restored = () => toast.success(MESSAGES.online, { autoClose: ONLINE_NOTICE_MS, carryOver: true });
    window.addEventListener('online', restored);
    return () => window.removeEventListener('online', restored);
  }, []);

  if (online || contentBannerShown) return null;
  return (
    <div className={classes.windowBanner} role="alert">
      <OfflineMessage />
    </div>
  );
}

/** While offline, a strip across the top of the page's content that moves it down rather than covering it. */
export function OfflineBanner() {
  const online = useOnline();
  useEffect(() => {
    if (online) return;
    contentBannerStore.change(1);
    return () => contentBannerStore.change(-1);
  }, [online]);
  if (online) return null;
  return (
    <div className={classes.contentBanner} role="alert" data-offline-banner="">
      <OfflineMessage />
    </div>
  );
}
