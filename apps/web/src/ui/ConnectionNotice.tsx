import { MESSAGES, ONLINE_NOTICE_MS } from '@hookline/domain';
import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './ConnectionNotice.module.css';
import { toast } from './toasts.ts';

/** A persistent banner while offline; 'Internet is restored' for 5 seconds when the connection returns. */
export function ConnectionNotice() {
  const [online, setOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const goOffline = () => setOnline(false);
    const goOnline = () => {
      setOnline(true);
      toast.success(MESSAGES.online, { autoClose: ONLINE_NOTICE_MS });
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (online) return null;
  return (
    <div className={classes.banner} role="alert">
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconWifiOff size={16} />
        <Text size="sm" fw={600}>
          {MESSAGES.offline}
        </Text>
      </Group>
    </div>
  );
}
