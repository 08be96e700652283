import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SHARED_DETECTIVE_KEYS, sharedDetectiveApi } from '../../../api/detective-share-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SharedAdView } from '../../../ui/shared-ad-slot.tsx';

interface SharedAdDrawerProps {
  linkId: string;
  /** The ad to show; null keeps the drawer closed. */
  adId: string | null;
  /** The link lets its viewers download the ad's media. */
  downloadable: boolean;
  onClose: () => void;
}

/**
 * An ad behind a shared dashboard's figure, for the link's viewer: read through the link, shown as the
 * Discover share page shows a shared ad (its media, copy, call to action, where and when it ran).
 */
export function SharedAdDrawer({ linkId, adId, downloadable, onClose }: SharedAdDrawerProps) {
  return (
    <Drawer
      opened={adId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title="Ad details"
      closeButtonProps={{ 'aria-label': 'Close the ad details' }}
    >
      {adId !== null && <SharedAd linkId={linkId} adId={adId} downloadable={downloadable} />}
    </Drawer>
  );
}

function SharedAd({ linkId, adId, downloadable }: { linkId: string; adId: string; downloadable: boolean }) {
  const ad = useQuery({
    queryKey: SHARED_DETECTIVE_KEYS.ad(linkId, adId),
    queryFn: ({ signal }) => sharedDetectiveApi.ad(linkId, adId, signal),
    staleTime: 5 * 60_000,
  });
  if (ad.isError) {
    return <LoadError what="this ad" onRetry={() => void ad.refetch()} retrying={ad.isRefetching} />;
  }
  if (ad.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the ad">
        <Skeleton h={28} w="50%" />
        <Skeleton h={360} />
        <Skeleton h={18} w="80%" />
      </Stack>
    );
  }
  return <SharedAdView ad={ad.data} downloadable={downloadable} headingOrder={2} />;
}
