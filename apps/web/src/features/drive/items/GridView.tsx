import type { DriveFile, DriveFolder } from '@hookline/domain';
import type { ReactNode } from 'react';
import { FileCard } from './FileCard.tsx';
import { FolderCard } from './FolderCard.tsx';
import type { ItemSelection } from './item-selection.ts';
import classes from './items.module.css';
import { useSectionVirtualizer, useWidth } from './use-section-virtualizer.ts';

const GAP = 16;
const MIN_FILE_CARD = 190;
const MIN_FOLDER_CARD = 220;
const FOLDER_CARD_HEIGHT = 60;
/** A file card below its 4:3 picture: the name and the meta line. */
const FILE_CARD_BODY = 70;

interface GridViewProps {
  folders: readonly DriveFolder[];
  files: readonly DriveFile[];
  workspaceId: string;
  selection: ItemSelection;
}

/** How many columns fit, and the width of each. */
function columnsFor(width: number, minWidth: number) {
  const columns = Math.max(1, Math.floor((width + GAP) / (minWidth + GAP)));
  const cardWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : minWidth;
  return { columns, cardWidth };
}

/** The grid: folder cards, then file cards; only the rows near the viewport are rendered. */
export function GridView({ folders, files, workspaceId, selection }: GridViewProps) {
  const { ref, width } = useWidth();
  return (
    <div ref={ref} data-selecting={selection.any || undefined}>
      {folders.length > 0 && (
        <section className={classes.section} aria-label="Folders">
          <h2 className={classes.sectionLabel}>Folders</h2>
          <CardGrid
            label="Folders"
            count={folders.length}
            width={width}
            minWidth={MIN_FOLDER_CARD}
            rowHeight={() => FOLDER_CARD_HEIGHT}
            render={(index) => {
              const folder = folders[index];
              if (!folder) return null;
              return (
                <FolderCard
                  folder={folder}
                  workspaceId={workspaceId}
                  selected={selection.isSelected('folder', folder._id)}
                  onSelect={
                    selection.toggle && ((on, event) => selection.toggle?.('folder', folder._id, on, event))
                  }
                />
              );
            }}
            keyOf={(index) => folders[index]?._id ?? index}
          />
        </section>
      )}
      {files.length > 0 && (
        <section className={classes.section} aria-label="Files">
          <h2 className={classes.sectionLabel}>Files</h2>
          <CardGrid
            label="Files"
            count={files.length}
            width={width}
            minWidth={MIN_FILE_CARD}
            rowHeight={(cardWidth) => Math.round((cardWidth * 3) / 4) + FILE_CARD_BODY}
            render={(index) => {
              const file = files[index];
              if (!file) return null;
              return (
                <FileCard
                  file={file}
                  workspaceId={workspaceId}
                  selected={selection.isSelected('file', file._id)}
                  onSelect={
                    selection.toggle && ((on, event) => selection.toggle?.('file', file._id, on, event))
                  }
                />
              );
            }}
            keyOf={(index) => files[index]?._id ?? index}
          />
        </section>
      )}
    </div>
  );
}

interface CardGridProps {
  label: string;
  count: number;
  width: number;
  minWidth: number;
  rowHeight: (cardWidth: number) => number;
  render: (index: number) => ReactNode;
  keyOf: (index: number) => string | number;
}

/** Cards laid out in rows, each card placed where its row and column say, as direct items of one list. */
function CardGrid({ label, count, width, minWidth, rowHeight, render, keyOf }: CardGridProps) {
  const { columns, cardWidth } = columnsFor(width, minWidth);
  const height = rowHeight(cardWidth);
  const rows = Math.ceil(count / columns);
  const { ref, virtualizer, scrollMargin } = useSectionVirtualizer<HTMLUListElement>({
    count: rows,
    estimateSize: () => height + GAP,
    sizeKey: `${columns}:${height}`,
  });
  const cells = virtualizer.getVirtualItems().flatMap((row) =>
    Array.from({ length: columns }, (_, column) => row.index * columns + column)
      .filter((index) => index < count)
      .map((index) => ({
        index,
        top: row.start - scrollMargin,
        left: (index % columns) * (cardWidth + GAP),
      })),
  );
  return (
    <ul
      ref={ref}
      className={classes.grid}
      aria-label={label}
      style={{ height: Math.max(0, virtualizer.getTotalSize() - GAP) }}
    >
      {cells.map(({ index, top, left }) => (
        <li
          key={keyOf(index)}
          className={classes.gridCell}
          style={{ width: cardWidth, height, transform: `translate(${left}px, ${top}px)` }}
          aria-setsize={count}
          aria-posinset={index + 1}
        >
          {render(index)}
        </li>
      ))}
    </ul>
  );
}
