import { DISCOVER_QUERY_MAX } from '@hookline/domain';
import { Button, Group, Loader, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SearchBox } from '../../../ui/filter-controls/SearchBox.tsx';
import { LibraryNav } from '../shared/LibraryNav.tsx';
import { countText } from '../shared/discover-format.ts';
import { useAddressState } from '../../../ui/use-address-state.ts';
import { useBrandIndustries } from '../shared/use-brand-lookups.ts';
import pageClasses from '../shared/LibraryPage.module.css';
import { BrandCard } from './BrandCard.tsx';
import classes from './BrandDirectory.module.css';
import { CategoryChips } from './CategoryChips.tsx';
import { directoryRequest, readDirectoryParams, writeDirectoryParams } from './directory-params.ts';
import { DirectorySkeleton, EmptyDirectory } from './DirectoryStates.tsx';
import { RequestBrandDialog } from './RequestBrandDialog.tsx';
import { brandsOf, useBrandDirectory } from './use-brands.ts';

const DIRECTORY_CODEC = { read: readDirectoryParams, write: writeDirectoryParams };

/** `library/brands`: every brand of the library, searched, by category and industry, favourites first to hand. */
export function BrandDirectory() {
  const { state: options, change } = useAddressState(DIRECTORY_CODEC);
  const request = useMemo(() => directoryRequest(options), [options]);
  const brands = useBrandDirectory(request);
  const industries = useBrandIndustries();
  const [requesting, setRequesting] = useState(false);
  const list = brandsOf(brands.data);
  const total = brands.data?.pages[brands.data.pages.length - 1]?.total ?? 0;

  let content: ReactNode;
  if (brands.isPending) content = <DirectorySkeleton />;
  else if (brands.isError && list.length === 0) {
    content = (
      <LoadError what="the brands" onRetry={() => void brands.refetch()} retrying={brands.isRefetching} />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyDirectory
        options={options}
        onClear={() =>
          change({ query: '', categoryId: undefined, industry: undefined, favouritesOnly: false })
        }
        onRetry={() => void brands.refetch()}
      />
    );
  } else {
    content = (
      <>
        <div className={classes.grid} role="list" aria-label="Brands">
          {list.map((brand) => (
            <div role="listitem" key={brand._id} className={classes.cell}>
              <BrandCard brand={brand} />
            </div>
          ))}
        </div>
        <Group justify="center" mt="xl">
          {brands.hasNextPage ? (
            <Button
              variant="default"
              loading={brands.isFetchingNextPage}
              onClick={() => void brands.fetchNextPage()}
            >
              Load more brands
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {list.length === 1
                ? 'That’s the only brand'
                : `That’s all ${countText(list.length, 'brand', 'brands')}`}
            </Text>
          )}
        </Group>
      </>
    );
  }

  return (
    <div className={pageClasses.page}>
      <header className={pageClasses.header}>
        <Stack gap={4} className={pageClasses.heading}>
          <Title order={1} fz={26}>
            Brands
          </Title>
          <Text size="sm" c="dimmed">
            Every brand in the library, with how many ads it runs. Star the ones you follow.
          </Text>
        </Stack>
        <Group gap="sm">
          <LibraryNav />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRequesting(true)}>
            Request a brand
          </Button>
        </Group>
      </header>

      <div className={classes.toolbar} role="search" aria-label="Search and filter brands">
        <Group gap="sm" wrap="wrap">
          <div className={classes.search}>
            <SearchBox
              label="Search brands"
              placeholder="Search brands by name"
              value={options.query}
              onSearch={(query, immediate) => change({ query }, { replace: !immediate })}
              maxLength={DISCOVER_QUERY_MAX}
            />
          </div>
          <Select
            size="sm"
            aria-label="Industry"
            placeholder="All industries"
            data={(industries.data ?? []).map((industry) => ({ value: industry.name, label: industry.name }))}
            value={options.industry ?? null}
            onChange={(industry) => change({ industry: industry ?? undefined })}
            clearable
            searchable
            nothingFoundMessage={
              industries.isError ? 'We couldn’t load the industries' : 'No industry matches'
            }
            className={classes.industry}
            clearButtonProps={{ 'aria-label': 'Clear the industry' }}
          />
          <Switch
            label="Favourites only"
            aria-describedby="brand-favourites-note"
            checked={options.favouritesOnly}
            onChange={(event) => change({ favouritesOnly: event.currentTarget.checked })}
          />
          <Text id="brand-favourites-note" size="xs" c="dimmed">
            Your own starred brands, not the workspace’s followed ones
          </Text>
        </Group>
        <CategoryChips value={options.categoryId} onChange={(categoryId) => change({ categoryId })} />
        <Group gap="xs" className={classes.count}>
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {brands.isPending
              ? 'Searching…'
              : brands.isError && list.length === 0
                ? ''
                : countText(total, 'brand', 'brands')}
          </Text>
          {brands.isRefetching && !brands.isFetchingNextPage && (
            <Loader size={14} role="status" aria-label="Refreshing" />
          )}
        </Group>
      </div>

      {content}
      <RequestBrandDialog opened={requesting} onClose={() => setRequesting(false)} />
    </div>
  );
}
