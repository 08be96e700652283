import { Button, Group, Loader, Pagination, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil, IconUserSearch, IconUserStar } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { DirectorySearch } from '../directory/DirectorySearch.tsx';
import { ExpertCard } from '../directory/ExpertCard.tsx';
import classes from '../directory/ExpertDirectory.module.css';
import { DIRECTORY_QUERY, expertsPaths } from '../experts-paths.ts';
import { EXPERTS_PER_PAGE, useExpertDirectory } from '../hooks/use-experts.ts';
import pageClasses from '../shared/ExpertsPage.module.css';

const countText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'expert' : 'experts'}`;

/** The search words and the page, from the address. */
function readParams(search: URLSearchParams): { query: string; page: number } {
  const page = Number.parseInt(search.get(DIRECTORY_QUERY.page) ?? '1', 10);
  return {
    query: search.get(DIRECTORY_QUERY.search) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function DirectorySkeleton() {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading the experts">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={classes.skeletonCard}>
          <Skeleton height={64} width={64} radius={64} />
          <Skeleton height={12} width="60%" />
          <Skeleton height={9} width="80%" />
          <Skeleton height={9} width="40%" />
        </div>
      ))}
    </div>
  );
}

function EmptyDirectory({
  query,
  onClear,
  isExpert,
}: {
  query: string;
  onClear: () => void;
  isExpert: boolean;
}) {
  if (query.trim()) {
    return (
      <Stack align="center" ta="center" gap="xs" py={72} px="md" className={pageClasses.empty}>
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconUserSearch size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>No experts match “{query.trim()}”</Text>
        <Text size="sm" c="dimmed" maw={440}>
          Try a first or last name, or a skill such as “UGC” or “copywriting”.
        </Text>
        <Button mt="xs" variant="default" onClick={onClear}>
          Show all experts
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" gap="xs" py={72} px="md" className={pageClasses.empty}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconUserStar size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>No experts yet</Text>
      <Text size="sm" c="dimmed" maw={440}>
        {isExpert
          ? 'Be the first: publish your expert profile and it shows here.'
          : 'Experts show here once they publish their profile. Check back soon.'}
      </Text>
      {isExpert && (
        <Button mt="xs" component={Link} to={expertsPaths.ownProfile()}>
          Create your expert profile
        </Button>
      )}
    </Stack>
  );
}

/** `library/experts`: the experts who publish a profile, searched by name and expertise, a page at a time. */
export function ExpertsDirectoryPage() {
  const [search, setSearch] = useSearchParams();
  const { query, page } = readParams(search);
  const words = query.trim();
  const experts = useExpertDirectory(words, page);
  const { data: user } = useCurrentUser();
  const isExpert = user?.isExpert === true;

  const change = (next: { query?: string; page?: number }, replace = false) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const nextQuery = next.query ?? query;
        const nextPage = next.page ?? 1;
        if (nextQuery.trim()) params.set(DIRECTORY_QUERY.search, nextQuery);
        else params.delete(DIRECTORY_QUERY.search);
        if (nextPage > 1) params.set(DIRECTORY_QUERY.page, String(nextPage));
        else params.delete(DIRECTORY_QUERY.page);
        return params;
      },
      { replace },
    );

  const total = experts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EXPERTS_PER_PAGE));
  let content;
  if (experts.isPending) content = <DirectorySkeleton />;
  else if (experts.isError && !experts.data) {
    content = (
      <LoadError what="the experts" onRetry={() => void experts.refetch()} retrying={experts.isRefetching} />
    );
  } else if (experts.data.data.length === 0 && total > 0) {
    content = (
      <Stack align="center" ta="center" gap="xs" py={72} className={pageClasses.empty}>
        <Text fw={600}>This page is past the last expert</Text>
        <Button variant="default" onClick={() => change({ page: 1 })}>
          Go to the first page
        </Button>
      </Stack>
    );
  } else if (experts.data.data.length === 0) {
    content = <EmptyDirectory query={words} onClear={() => change({ query: '' })} isExpert={isExpert} />;
  } else {
    content = (
      <>
        <div className={classes.grid} role="list" aria-label="Experts">
          {experts.data.data.map((expert) => (
            <div role="listitem" key={expert._id} className={classes.cell}>
              <ExpertCard expert={expert} />
            </div>
          ))}
        </div>
        {pages > 1 && (
          <Group justify="center" mt="xl">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => change({ page: next })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
              })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </>
    );
  }

  return (
    <div className={pageClasses.page}>
      <header className={pageClasses.header}>
        <Stack gap={4} className={pageClasses.heading}>
          <Title order={1} fz={26}>
            Experts
          </Title>
          <Text size="sm" c="dimmed">
            Creative strategists, copywriters and media buyers who share how they work.
          </Text>
        </Stack>
        {isExpert && (
          <Button
            variant="default"
            component={Link}
            to={expertsPaths.ownProfile()}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit your expert profile
          </Button>
        )}
      </header>

      <div className={classes.toolbar} role="search" aria-label="Search experts">
        <div className={classes.search}>
          <DirectorySearch value={query} onSearch={(next) => change({ query: next })} />
        </div>
        <Group gap="xs">
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {experts.isPending ? 'Searching…' : experts.isError && !experts.data ? '' : countText(total)}
          </Text>
          {experts.isFetching && !experts.isPending && (
            <Loader size={14} role="status" aria-label="Refreshing" />
          )}
        </Group>
      </div>

      {content}
    </div>
  );
}
