import type { ReportRow } from '@hookline/domain';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useState } from 'react';
import { selectionColours } from '../selection-colours.ts';
import { EmptyView } from './EmptyView.tsx';
import { GridCard } from './GridCard.tsx';
import { CARD_GAP, columnCount, estimatedRowHeight, rowItems } from './grid-layout.ts';
import { knownMetrics, type ReportViewProps } from './report-view-props.ts';

export interface GridViewProps extends ReportViewProps {
  /** A video's URL for the hover preview; without one a video card keeps its thumbnail. */
  videoUrlOf?: (row: ReportRow) => string | null;
  /** A video card is hovered or focused: the page may read its clip's URL then. */
  onVideoWanted?: (row: ReportRow) => void;
}

/** The page scrolls as a whole; this many grid rows beyond the window are kept rendered. */
const OVERSCAN_ROWS = 2;

/**
 * The grid view: a card per creative, as many columns as the width allows (cards of 220 px at least).
 * Only the grid rows near the window are rendered, so thousands of cards scroll as smoothly as twenty.
 */
export function GridView({
  rows,
  metrics,
  catalogue,
  currency,
  selectedIds,
  onOpenRow,
  videoUrlOf,
  onVideoWanted,
}: GridViewProps) {
  const { ref: sizeRef, width } = useElementSize<HTMLDivElement>();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const ref = useMergedRef(sizeRef, setContainer);
  const definitions = useMemo(() => knownMetrics(metrics, catalogue), [metrics, catalogue]);
  const colours = useMemo(() => selectionColours(selectedIds), [selectedIds]);
  const columns = columnCount(width);
  const rowCount = Math.ceil(rows.length / columns);
  // Where the grid starts in the page: the virtualizer counts rows from the top of the document.
  const scrollMargin = container ? container.getBoundingClientRect().top + window.scrollY : 0;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight(width, columns, definitions.length),
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    gap: CARD_GAP,
  });

  if (rows.length === 0) return <EmptyView />;

  return (
    <div ref={ref} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: CARD_GAP,
          }}
        >
          {rowItems(rows, item.index, columns).map((row) => (
            <GridCard
              key={row.groupId}
              row={row}
              metrics={definitions}
              currency={currency}
              selectionColour={colours.get(row.groupId)}
              videoUrl={videoUrlOf?.(row) ?? null}
              onVideoWanted={onVideoWanted}
              onOpenRow={onOpenRow}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
