import { DISCOVER_MESSAGES, type DiscoverAd } from '@hookline/domain';
import { Button, Drawer, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/index.ts';
import { DrawerResizeHandle } from '../../../ui/DrawerResizeHandle.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useDrawerWidth } from '../../../ui/use-drawer-width.ts';
import { PlatformIcons } from '../ads/PlatformIcons.tsx';
import { useDiscoverAd } from '../ads/use-discover-ads.ts';
import { BrandAvatar } from '../shared/BrandAvatar.tsx';
import { runningDaysText } from '../shared/discover-format.ts';
import { AdDetailMedia } from './AdDetailMedia.tsx';
import classes from './AdDrawer.module.css';
import { AdFacts } from './AdFacts.tsx';
import { AD_DRAWER_WIDTH } from './drawer-width.ts';
import { ShareDiscoverButton } from '../share/ShareDiscoverButton.tsx';
import { SaveToBoard } from '../../../ui/save-to-board-slot.tsx';
import { saveTarget } from '../ads/save-target.ts';

interface AdDrawerProps {
  /** The ad to show (`?ad=`); null keeps the drawer closed. */
  adId: string | null;
  onClose: () => void;
}

function DrawerSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the ad">
      <Skeleton h={360} radius="md" />
      <Skeleton h={14} w="60%" />
      <Skeleton h={12} w="90%" />
      <Skeleton h={12} w="80%" />
      <Skeleton h={12} w="40%" />
    </Stack>
  );
}

function AdContent({ ad }: { ad: DiscoverAd }) {
  return (
    <div className={classes.layout}>
      <div className={classes.mediaColumn}>
        <AdDetailMedia ad={ad} />
      </div>
      <div className={classes.factsColumn}>
        <AdFacts ad={ad} />
      </div>
    </div>
  );
}

function AdHeader({ ad }: { ad: DiscoverAd }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <BrandAvatar brand={ad.brand} size={40} />
      <Stack gap={2} miw={0}>
        <Drawer.Title className={classes.title}>{ad.brand.name}</Drawer.Title>
        <Group gap={8} wrap="nowrap" className={classes.subtitle}>
          <span className={classes.dot} data-active={ad.isActive || undefined} aria-hidden />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {runningDaysText(ad)}
          </Text>
          <PlatformIcons platforms={ad.publisherPlatforms} size={14} />
        </Group>
      </Stack>
    </Group>
  );
}

/**
 * An ad's details in a drawer from the right (deep-linked by `?ad=`): its media large, every fact, its copy,
 * headline and transcript. Its left edge resizes it, up to 90% of the window, and the width is remembered.
 */
export function AdDrawer({ adId, onClose }: AdDrawerProps) {
  const { width, maxWidth, resize, remember } = useDrawerWidth(AD_DRAWER_WIDTH);
  // The last ad stays in the drawer while it closes, so its content does not vanish mid-transition.
  const [shownId, setShownId] = useState(adId);
  if (adId && adId !== shownId) setShownId(adId);
  const ad = useDiscoverAd(shownId);
  const missing = ad.isError && isApiError(ad.error) && ad.error.status === 404;

  let body: ReactNode;
  if (ad.data) body = <AdContent ad={ad.data} />;
  else if (missing) {
    body = (
      <Stack align="center" ta="center" gap="xs" py={64}>
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={22} />
        </ThemeIcon>
        <Text fw={600}>{DISCOVER_MESSAGES.adNotFound}</Text>
        <Text size="sm" c="dimmed" maw={360}>
          It may have been taken out of the library. Its link no longer opens it.
        </Text>
        <Button variant="default" mt="xs" onClick={onClose}>
          Back to the ads
        </Button>
      </Stack>
    );
  } else if (ad.isError) {
    body = <LoadError what="this ad" onRetry={() => void ad.refetch()} retrying={ad.isFetching} />;
  } else body = <DrawerSkeleton />;

  return (
    <Drawer.Root
      opened={adId !== null}
      onClose={onClose}
      position="right"
      size={width}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay backgroundOpacity={0.25} />
      <Drawer.Content>
        <DrawerResizeHandle
          width={width}
          minWidth={AD_DRAWER_WIDTH.minWidth}
          maxWidth={maxWidth}
          step={AD_DRAWER_WIDTH.step}
          label="Resize the ad details"
          onResize={resize}
          onResizeEnd={remember}
        />
        <Drawer.Header>
          {ad.data ? (
            <AdHeader ad={ad.data} />
          ) : (
            <Drawer.Title className={classes.title}>Ad details</Drawer.Title>
          )}
          <Group gap="xs" wrap="nowrap">
            {ad.data && <SaveToBoard ad={saveTarget(ad.data)} size="xs" />}
            {ad.data && (
              <ShareDiscoverButton
                discoverAdId={ad.data._id}
                name={`${ad.data.brand.name} ad`}
                variant="button"
                size="xs"
              />
            )}
            <Drawer.CloseButton aria-label="Close the ad details" data-autofocus />
          </Group>
        </Drawer.Header>
        <Drawer.Body>{body}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
