import type { LaunchAd } from '@hookline/domain';
import { Button, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';

const PLACEMENT_NAMES: Record<string, string> = {
  FACEBOOK_FEED: 'Facebook feed',
  DESKTOP_FEED_STANDARD: 'Facebook feed (desktop)',
  MOBILE_FEED_STANDARD: 'Facebook feed',
  INSTAGRAM_STANDARD: 'Instagram feed',
  INSTAGRAM_STORY: 'Instagram stories',
  INSTAGRAM_REELS: 'Instagram reels',
  FACEBOOK_STORY_MOBILE: 'Facebook stories',
};

/** A preview image's address: a web address, or an image the server drew (the sandbox's `data:image/…`). */
function previewImageUrl(url: string): string | null {
  return /^data:image\/(png|jpeg|webp|svg\+xml)[;,]/.test(url) ? url : safeImageUrl(url);
}

/** An ad's preview per placement, as the platform (or the sandbox) renders it. */
export function AdPreviews({ adAccountId, ad, label }: { adAccountId: string; ad: LaunchAd; label: string }) {
  const body = { creatives: ad.creatives, copy: ad.copy };
  const previews = useQuery({
    queryKey: AD_LAUNCHER_KEYS.previews(adAccountId, body),
    queryFn: ({ signal }) => adLauncherApi.previews(adAccountId, body, signal),
    staleTime: 60_000,
  });
  if (previews.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Couldn't load the preview of {label}.
        </Text>
        <Button
          size="compact-xs"
          variant="default"
          loading={previews.isFetching}
          onClick={() => void previews.refetch()}
        >
          Retry
        </Button>
      </Group>
    );
  }
  if (!previews.data) return <Skeleton height={200} width={160} radius="md" aria-label="Loading preview" />;
  if (previews.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No preview for this ad.
      </Text>
    );
  }
  return (
    <Group gap="sm" align="flex-start">
      {previews.data.map((preview) => {
        const name = PLACEMENT_NAMES[preview.placement] ?? preview.placement;
        const image = preview.imageURL ? previewImageUrl(preview.imageURL) : null;
        return (
          <Stack key={preview.placement} gap={4} component="figure" m={0}>
            {image ? (
              <Image src={image} alt={`${label}: ${name}`} w={180} radius="sm" />
            ) : preview.html ? (
              <iframe
                title={`${label}: ${name}`}
                srcDoc={preview.html}
                sandbox=""
                width={180}
                height={320}
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
              />
            ) : null}
            <Text size="xs" c="dimmed" component="figcaption">
              {name}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
