import type { DiscoverAd } from '@hookline/domain';
import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconHourglassHigh, IconRefresh } from '@tabler/icons-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { AdDrawer } from '../ad-drawer/AdDrawer.tsx';
import { DISCOVER_QUERY } from '../discover-paths.ts';
import { clearedFilters, isFiltered, searchBodyOf } from '../filters/discover-filters.ts';
import { FilterBar } from '../filters/FilterBar.tsx';
import { useFilterParams } from '../filters/use-filter-params.ts';
import { PagedAdGrid } from '../../../ui/masonry/PagedAdGrid.tsx';
import { countText } from '../shared/discover-format.ts';
import { estimateCardHeight } from '../shared/media-ratio.ts';
import { AdCard } from './AdCard.tsx';
import classes from './AdFeed.module.css';
import { AdGridSkeleton } from './AdGridSkeleton.tsx';
import { adsOf, useDiscoverSearch } from './use-discover-ads.ts';

interface AdFeedProps {
  /** A brand's page: only its ads, and no brand filter. */
  fixedBrandId?: string;
}

const adKey = (ad: DiscoverAd) => ad._id;

function EmptyResults({
  filtered,
  brandPage,
  onClear,
  onRetry,
  retrying,
}: {
  filtered: boolean;
  brandPage: boolean;
  onClear: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (filtered) {
    return (
      <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconFilterOff size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>No ads match these filters</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Try fewer words or filters, another start date, or ads that have stopped running as well.
        </Text>
        <Button mt="xs" variant="default" onClick={onClear}>
          Clear filters
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconHourglassHigh size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{brandPage ? 'No ads of this brand yet' : 'The library has no ads yet'}</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {brandPage
          ? 'Its ads appear here as the library is brought up to date.'
          : 'Ads appear here as the library is filled, which takes a minute or two on a new installation.'}
      </Text>
      <Button
        mt="xs"
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={retrying}
        onClick={onRetry}
      >
        Check again
      </Button>
    </Stack>
  );
}

/**
 * The ads of the library, searched and filtered from the address, in a masonry grid that loads the next
 * page as it is scrolled; an ad opens in a drawer (`?ad=`). Discover shows every brand's; a brand's page
 * only its own.
 */
export function AdFeed({ fixedBrandId }: AdFeedProps) {
  const { state, change } = useFilterParams();
  const [search, setSearch] = useSearchParams();
  const body = useMemo(() => searchBodyOf(state, fixedBrandId), [state, fixedBrandId]);
  const results = useDiscoverSearch(body);
  const ads = useMemo(() => adsOf(results.data), [results.data]);
  const total = results.data?.pages[results.data.pages.length - 1]?.total ?? 0;
  const filtered = isFiltered(state);
  const adId = search.get(DISCOVER_QUERY.ad);

  const open = useCallback(
    (ad: DiscoverAd) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(DISCOVER_QUERY.ad, ad._id);
        return next;
      }),
    [setSearch],
  );
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DISCOVER_QUERY.ad);
        return next;
      },
      { replace: true },
    );
  const renderAd = useCallback((ad: DiscoverAd) => <AdCard ad={ad} onOpen={open} />, [open]);

  let content: ReactNode;
  if (results.isPending) content = <AdGridSkeleton />;
  else if (results.isError && ads.length === 0) {
    content = (
      <LoadError what="the ads" onRetry={() => void results.refetch()} retrying={results.isRefetching} />
    );
  } else if (ads.length === 0) {
    content = (
      <EmptyResults
        filtered={filtered}
        brandPage={fixedBrandId !== undefined}
        onClear={() => change(clearedFilters(state))}
        onRetry={() => void results.refetch()}
        retrying={results.isRefetching}
      />
    );
  } else {
    content = (
      <PagedAdGrid
        ads={ads}
        adKey={adKey}
        estimateHeight={estimateCardHeight}
        renderAd={renderAd}
        label="Ads"
        pages={results}
      />
    );
  }

  return (
    <>
      <div className={classes.toolbar}>
        <FilterBar state={state} change={change} brandFixed={fixedBrandId !== undefined} />
        <Group gap="xs" className={classes.count}>
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {results.isPending
              ? 'Searching…'
              : results.isError && ads.length === 0
                ? ''
                : countText(total, 'ad', 'ads')}
          </Text>
          {results.isRefetching && !results.isFetchingNextPage && (
            <Loader size={14} role="status" aria-label="Refreshing" />
          )}
        </Group>
      </div>
      {content}
      <AdDrawer adId={adId} onClose={close} />
    </>
  );
}
