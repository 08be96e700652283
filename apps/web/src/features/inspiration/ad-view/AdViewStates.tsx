import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { Button, Drawer, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import classes from './SavedAdView.module.css';

function ViewSkeleton() {
  return (
    <div className={classes.layout} role="status" aria-busy="true" aria-label="Loading the ad">
      <div className={classes.mediaColumn}>
        <Skeleton h="100%" mih={360} radius="md" />
        <Skeleton h={72} w={320} radius="md" />
      </div>
      <Stack gap="md" p="md" className={classes.side}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={14} w="90%" />
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={120} />
      </Stack>
    </div>
  );
}

interface AdViewStateProps {
  state: 'loading' | 'missing' | 'error';
  onClose: () => void;
  onRetry: () => void;
  retrying: boolean;
  /** Where closing goes back to, for the missing ad's button: "Back to the board". */
  backLabel: string;
}

/** The saved-ad view before its ad is there: loading, gone (404), or failed with a Retry. */
export function AdViewState({ state, onClose, onRetry, retrying, backLabel }: AdViewStateProps) {
  let body: ReactNode;
  if (state === 'missing') {
    body = (
      <Stack align="center" ta="center" gap="xs" py={64} className={classes.state}>
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={22} />
        </ThemeIcon>
        <Text fw={600}>{INSPIRATION_MESSAGES.adNotFound}</Text>
        <Text size="sm" c="gray.7" maw={360}>
          It may have been removed from its boards. Its link no longer opens it.
        </Text>
        <Button variant="default" mt="xs" onClick={onClose}>
          {backLabel}
        </Button>
      </Stack>
    );
  } else if (state === 'error') {
    body = (
      <div className={classes.state}>
        <LoadError what="this ad" onRetry={onRetry} retrying={retrying} />
      </div>
    );
  } else body = <ViewSkeleton />;
  return (
    <>
      <Drawer.Header>
        <Drawer.Title className={classes.title}>Saved ad</Drawer.Title>
        <Drawer.CloseButton aria-label="Close the ad" data-autofocus />
      </Drawer.Header>
      <Drawer.Body>{body}</Drawer.Body>
    </>
  );
}
