import type { Template } from '@hookline/domain';
import { Button, Group, Loader, Text } from '@mantine/core';
import { LoadError } from '../../../ui/LoadError.tsx';
import feedEnd from '../../../ui/masonry/feed-end.module.css';
import { Masonry } from '../../../ui/masonry/Masonry.tsx';
import { useLoadMore } from '../../../ui/masonry/use-load-more.ts';
import { cardPreview } from '../template-labels.ts';
import { TemplateCard } from './TemplateCard.tsx';

/** The paging side of the list's infinite query. */
export interface TemplatePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface TemplateGridProps {
  templates: readonly Template[];
  workspaceId: string;
  canFavourite: boolean;
  pages: TemplatePages;
  /** The list's accessible name. */
  label: string;
  showSeason: boolean;
}

/** The card's name and facts under its preview. */
const CARD_BODY_HEIGHT = 62;

const templateKey = (template: Template) => template._id;

function estimateHeight(template: Template, columnWidth: number): number {
  const preview = cardPreview(template);
  const ratio = preview ? preview.height / preview.width : 1.25;
  return columnWidth * ratio + CARD_BODY_HEIGHT;
}

/**
 * The templates in a masonry grid (its columns follow the width, 821 to 2560 px), the next page loading as
 * the end comes near or on "Load more templates"; the button shows only while a full page came back last.
 */
export function TemplateGrid({
  templates,
  workspaceId,
  canFavourite,
  pages,
  label,
  showSeason,
}: TemplateGridProps) {
  const loadMore = () => void pages.fetchNextPage();
  const loadMoreRef = useLoadMore({
    enabled: pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError,
    loaded: templates.length,
    onReach: loadMore,
  });
  let end;
  if (pages.isFetchingNextPage) {
    end = (
      <Group justify="center" gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading more templates…
        </Text>
      </Group>
    );
  } else if (pages.isFetchNextPageError) {
    end = <LoadError compact what="more templates" onRetry={loadMore} />;
  } else if (pages.hasNextPage) {
    end = (
      <Group justify="center">
        <Button variant="default" onClick={loadMore}>
          Load more templates
        </Button>
      </Group>
    );
  } else {
    end = (
      <Text size="sm" c="dimmed" ta="center" className={feedEnd.endLine}>
        {templates.length === 1
          ? 'That’s the only template'
          : `That’s all ${templates.length.toLocaleString('en-US')} templates`}
      </Text>
    );
  }
  return (
    <>
      <Masonry
        items={templates}
        itemKey={templateKey}
        estimateHeight={estimateHeight}
        renderItem={(template) => (
          <TemplateCard
            template={template}
            workspaceId={workspaceId}
            canFavourite={canFavourite}
            showSeason={showSeason}
          />
        )}
        label={label}
        busy={pages.isFetchingNextPage}
      />
      <div ref={loadMoreRef} aria-hidden />
      <div className={feedEnd.end}>{end}</div>
    </>
  );
}
