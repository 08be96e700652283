import type { CanvaBrandTemplates } from '@hookline/domain';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import classes from './Imports.module.css';
import { importRefusal, useTemplateImport } from './use-template-import.ts';

type BrandTemplate = CanvaBrandTemplates['items'][number];

interface CanvaPickerProps {
  opened: boolean;
  workspaceId: string;
  onClose: () => void;
}

/**
 * The organisation's Canva brand templates (`GET templates/canva/brand-templates`), searched, a page at a
 * time ("Load more" follows Canva's continuation), each imported with its own button.
 */
export function CanvaPicker({ opened, workspaceId, onClose }: CanvaPickerProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [imported, setImported] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const importing = useTemplateImport(workspaceId);
  const list = useInfiniteQuery({
    queryKey: TEMPLATE_KEYS.canvaBrandTemplates(workspaceId, query),
    queryFn: ({ pageParam, signal }) =>
      templatesApi.canvaBrandTemplates({ workspaceId, continuation: pageParam, query }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.continuation ?? undefined,
    enabled: opened,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const importOne = (item: BrandTemplate) => {
    setFailures(({ [item.id]: _cleared, ...rest }) => rest);
    importing.mutateAsync({ canvaTemplateId: item.id }).then(
      () => setImported((current) => new Set(current).add(item.id)),
      (error: unknown) => setFailures((current) => ({ ...current, [item.id]: importRefusal(error) })),
    );
  };
  const importingId = importing.isPending ? importing.variables.canvaTemplateId : undefined;

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your Canva brand templates">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && items.length === 0) {
    content = (
      <LoadError
        what="your Canva brand templates"
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (items.length === 0) {
    content = (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {query
          ? `No brand template matches “${query}”.`
          : 'Your Canva has no brand templates yet: publish a design as a brand template in Canva first.'}
      </Text>
    );
  } else {
    content = (
      <Stack gap="sm">
        <ul className={classes.brandList} aria-label="Canva brand templates">
          {items.map((item) => {
            const thumb = safeImageUrl(item.thumbnailUrl);
            const done = imported.has(item.id);
            const failure = failures[item.id];
            return (
              <li key={item.id} className={classes.brandItem}>
                <span className={classes.brandThumb}>
                  {thumb ? <img src={thumb} alt="" /> : <IconPhoto size={20} aria-hidden />}
                </span>
                <Stack gap={2} className={classes.brandText}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {item.title}
                  </Text>
                  {item.width !== null && item.height !== null && (
                    <Text size="xs" c="dimmed">
                      {item.width} × {item.height}
                    </Text>
                  )}
                  {failure && (
                    <Text size="xs" c="red.8" role="alert">
                      {failure}
                    </Text>
                  )}
                </Stack>
                {done ? (
                  <Badge variant="light" color="teal">
                    Imported
                  </Badge>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={importingId === item.id}
                    onClick={() => importOne(item)}
                    aria-label={`Import ${item.title}`}
                  >
                    Import
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {list.isFetchNextPageError && (
          <Text size="sm" c="red.8" role="alert">
            The next brand templates could not be loaded.
          </Text>
        )}
        {list.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Import from Canva" centered size="lg">
      <Stack gap="md">
        <TextInput
          label="Search your brand templates"
          placeholder="Search by title"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {content}
      </Stack>
    </Modal>
  );
}
