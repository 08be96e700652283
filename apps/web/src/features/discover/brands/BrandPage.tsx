import { DISCOVER_MESSAGES, type BrandDetail } from '@hookline/domain';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { AdFeed } from '../ads/AdFeed.tsx';
import { discoverPaths } from '../discover-paths.ts';
import { BrandAvatar } from '../shared/BrandAvatar.tsx';
import pageClasses from '../shared/LibraryPage.module.css';
import { hostOf, webLink } from '../shared/safe-url.ts';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import classes from './BrandPage.module.css';
import { BrandStats } from './BrandStats.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { ShareDiscoverButton } from '../share/ShareDiscoverButton.tsx';
import { useBrandDetail } from './use-brands.ts';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';
import { TrackBrand } from '../../../ui/track-brand-slot.tsx';

function BackLink() {
  return (
    <Anchor component={Link} to={discoverPaths.brands()} size="sm" className={classes.back}>
      <IconArrowLeft size={14} aria-hidden />
      All brands
    </Anchor>
  );
}

function BrandHeader({ brand }: { brand: BrandDetail }) {
  const website = webLink(brand.website);
  return (
    <header className={classes.header}>
      <BrandAvatar brand={brand} size={76} decorative={false} />
      <Stack gap={6} className={classes.headerText}>
        <Group gap="sm" wrap="wrap" align="center">
          <TruncatedText order={1} fz={26}>
            {brand.name}
          </TruncatedText>
          {brand.category && (
            <Badge variant="light" tt="none">
              {brand.category.name}
            </Badge>
          )}
          {brand.industry && (
            <Badge variant="default" tt="none">
              {brand.industry}
            </Badge>
          )}
        </Group>
        {website && (
          <Anchor
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={classes.website}
          >
            {hostOf(website)}
            <NewTabNote />
            <IconExternalLink size={13} aria-hidden />
          </Anchor>
        )}
        {brand.description && (
          <Text size="sm" c="dimmed" className={classes.description}>
            {brand.description}
          </Text>
        )}
      </Stack>
      <div className={classes.actions}>
        <TrackBrand brand={{ _id: brand._id, name: brand.name }} />
        <FavouriteButton brand={brand} variant="button" />
        <ShareDiscoverButton brandId={brand._id} name={brand.name} variant="button" />
      </div>
    </header>
  );
}

function BrandSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the brand">
      <Group gap="md" wrap="nowrap">
        <Skeleton height={76} width={76} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={22} width="30%" />
          <Skeleton height={10} width="20%" />
          <Skeleton height={10} width="60%" />
        </Stack>
      </Group>
      <Group gap={10}>
        {[0, 1, 2, 3, 4].map((tile) => (
          <Skeleton key={tile} height={66} width={150} radius="md" />
        ))}
      </Group>
    </Stack>
  );
}

/** `library/brands?brandId=`: a brand, its ads in numbers, and its ads with the Discover filters. */
export function BrandPage({ brandId }: { brandId: string }) {
  const brand = useBrandDetail(brandId);
  const missing = brand.isError && isApiError(brand.error) && brand.error.status === 404;

  let top: ReactNode;
  if (brand.isPending) top = <BrandSkeleton />;
  else if (missing) {
    return (
      <div className={pageClasses.page}>
        <BackLink />
        <Stack align="center" ta="center" gap="xs" py={96}>
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconMoodEmpty size={24} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="lg">
            {DISCOVER_MESSAGES.brandNotFound}
          </Title>
          <Text size="sm" c="dimmed" maw={400}>
            This brand is not in the library. Its link may be old, or the brand may have been taken out.
          </Text>
          <Button component={Link} to={discoverPaths.brands()} variant="default" mt="xs">
            Browse the brands
          </Button>
        </Stack>
      </div>
    );
  } else if (brand.isError) {
    top = <LoadError what="this brand" onRetry={() => void brand.refetch()} retrying={brand.isRefetching} />;
  } else {
    top = (
      <>
        <BrandHeader brand={brand.data} />
        <BrandStats brand={brand.data} />
      </>
    );
  }

  return (
    <div className={pageClasses.page}>
      <BackLink />
      <div className={classes.top}>{top}</div>
      <Title order={2} fz="lg" mb="sm">
        Ads
      </Title>
      <AdFeed fixedBrandId={brandId} />
    </div>
  );
}
