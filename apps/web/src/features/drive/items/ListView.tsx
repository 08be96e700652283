import type { DriveFile, DriveFolder, DriveListSort, SortOrder } from '@hookline/domain';
import { ActionIcon, Checkbox, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconFolderFilled,
  IconMessageCircle,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useNarrow } from '../../../ui/use-narrow.ts';
import { useToggleMark } from '../dialogs/use-drive-mutations.ts';
import { formatDriveDate, formatFileSize, itemCount } from '../shared/drive-format.ts';
import { drivePaths } from '../shared/drive-paths.ts';
import { FileThumb } from './FileThumb.tsx';
import { FileMenu, FolderMenu } from './ItemMenu.tsx';
import type { ItemSelection } from './item-selection.ts';
import classes from './items.module.css';
import { useSectionVirtualizer } from './use-section-virtualizer.ts';

const FOLDER_ROW = 48;
const FILE_ROW = 56;
/** Below this width the secondary columns fold under the name. */
const NARROW_BELOW = 720;

export interface SortState {
  sort: DriveListSort;
  order: SortOrder;
  onSort: (sort: DriveListSort) => void;
}

interface ListViewProps {
  folders: readonly DriveFolder[];
  files: readonly DriveFile[];
  workspaceId: string;
  selection: ItemSelection;
  sort: SortState;
}

const SORT_NAMES: Record<DriveListSort, string> = {
  name: 'Name',
  size: 'Size',
  createdAt: 'Created Date',
  modifiedAt: 'Modified Date',
};

/** The list: the spec's folder table (Name, Items, Created Date, Actions), then its file table. */
export function ListView({ folders, files, workspaceId, selection, sort }: ListViewProps) {
  const { ref, narrow } = useNarrow(NARROW_BELOW);
  const withCheck = selection.toggle !== null;
  const folderColumns = narrow
    ? `${withCheck ? '28px ' : ''}minmax(0, 1fr) 40px`
    : `${withCheck ? '28px ' : ''}minmax(0, 1fr) 90px 130px 40px`;
  const fileColumns = narrow
    ? `${withCheck ? '28px ' : ''}minmax(0, 1fr) 72px`
    : `${withCheck ? '28px ' : ''}minmax(0, 1fr) 90px 130px 130px 72px`;
  return (
    <div ref={ref}>
      {folders.length > 0 && (
        <section className={classes.section} aria-label="Folders">
          <h2 className={classes.sectionLabel}>Folders</h2>
          <div className={classes.table} role="table" aria-label="Folders" aria-rowcount={folders.length + 1}>
            <div role="rowgroup">
              <div
                className={classes.headRow}
                role="row"
                aria-rowindex={1}
                style={{ gridTemplateColumns: folderColumns }}
              >
                {withCheck && (
                  <SelectAllHeader
                    kind="folder"
                    ids={folders.map((folder) => folder._id)}
                    selection={selection}
                  />
                )}
                <SortHeader column="name" sort={sort} />
                {!narrow && <span role="columnheader">Items</span>}
                {!narrow && <span role="columnheader">Created Date</span>}
                <span role="columnheader">
                  <span className={classes.visuallyHidden}>Actions</span>
                </span>
              </div>
            </div>
            <VirtualRows
              count={folders.length}
              rowHeight={FOLDER_ROW}
              render={(index, style) => {
                const folder = folders[index];
                return folder ? (
                  <FolderRow
                    key={folder._id}
                    folder={folder}
                    workspaceId={workspaceId}
                    selection={selection}
                    narrow={narrow}
                    style={{ ...style, gridTemplateColumns: folderColumns }}
                    rowIndex={index + 2}
                  />
                ) : null;
              }}
            />
          </div>
        </section>
      )}
      {files.length > 0 && (
        <section className={classes.section} aria-label="Files">
          <h2 className={classes.sectionLabel}>Files</h2>
          <div className={classes.table} role="table" aria-label="Files" aria-rowcount={files.length + 1}>
            <div role="rowgroup">
              <div
                className={classes.headRow}
                role="row"
                aria-rowindex={1}
                style={{ gridTemplateColumns: fileColumns }}
              >
                {withCheck && (
                  <SelectAllHeader kind="file" ids={files.map((file) => file._id)} selection={selection} />
                )}
                <SortHeader column="name" sort={sort} />
                {!narrow && <SortHeader column="size" sort={sort} />}
                {!narrow && <SortHeader column="createdAt" sort={sort} />}
                {!narrow && <SortHeader column="modifiedAt" sort={sort} />}
                <span role="columnheader">
                  <span className={classes.visuallyHidden}>Actions</span>
                </span>
              </div>
            </div>
            <VirtualRows
              count={files.length}
              rowHeight={FILE_ROW}
              render={(index, style) => {
                const file = files[index];
                return file ? (
                  <FileRow
                    key={file._id}
                    file={file}
                    workspaceId={workspaceId}
                    selection={selection}
                    narrow={narrow}
                    style={{ ...style, gridTemplateColumns: fileColumns }}
                    rowIndex={index + 2}
                  />
                ) : null;
              }}
            />
          </div>
        </section>
      )}
    </div>
  );
}

/** The select column's header: every row of the table loaded so far, at once. */
function SelectAllHeader({
  kind,
  ids,
  selection,
}: {
  kind: 'folder' | 'file';
  ids: string[];
  selection: ItemSelection;
}) {
  const chosen = ids.filter((id) => selection.isSelected(kind, id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  return (
    <span role="columnheader">
      {selection.setMany ? (
        <Checkbox
          checked={all}
          indeterminate={chosen > 0 && !all}
          aria-label={kind === 'folder' ? 'Select all folders' : 'Select all files'}
          onChange={() => selection.setMany?.(kind, ids, !all)}
        />
      ) : (
        <span className={classes.visuallyHidden}>Select</span>
      )}
    </span>
  );
}

function SortHeader({ column, sort }: { column: DriveListSort; sort: SortState }) {
  const active = sort.sort === column;
  const Arrow = sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <span
      role="columnheader"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className={classes.sortButton} onClick={() => sort.onSort(column)}>
        {SORT_NAMES[column]}
        {active && <Arrow size={13} aria-hidden />}
      </button>
    </span>
  );
}

function VirtualRows({
  count,
  rowHeight,
  render,
}: {
  count: number;
  rowHeight: number;
  render: (index: number, style: CSSProperties) => ReactNode;
}) {
  const { ref, virtualizer, scrollMargin } = useSectionVirtualizer({ count, estimateSize: () => rowHeight });
  return (
    <div ref={ref} role="rowgroup" className={classes.rows} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer
        .getVirtualItems()
        .map((row) =>
          render(row.index, { height: rowHeight, transform: `translateY(${row.start - scrollMargin}px)` }),
        )}
    </div>
  );
}

interface RowProps {
  workspaceId: string;
  selection: ItemSelection;
  narrow: boolean;
  style: CSSProperties;
  rowIndex: number;
}

function FolderRow({
  folder,
  workspaceId,
  selection,
  narrow,
  style,
  rowIndex,
}: RowProps & { folder: DriveFolder }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const selected = selection.isSelected('folder', folder._id);
  return (
    <div
      className={classes.row}
      role="row"
      aria-rowindex={rowIndex}
      data-selected={selected || undefined}
      style={style}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      {selection.toggle && (
        <span role="cell">
          <Checkbox
            checked={selected}
            aria-label={`Select folder ${folder.name}`}
            onChange={() => undefined}
            onClick={(event) => selection.toggle?.('folder', folder._id, !selected, event)}
          />
        </span>
      )}
      <span role="cell" className={classes.nameCell}>
        <IconFolderFilled size={22} className={classes.folderIcon} aria-hidden />
        <span style={{ minWidth: 0, flex: 1 }}>
          <Link
            to={drivePaths.folder(workspaceId, folder._id)}
            className={classes.cardName}
            title={folder.name}
          >
            {folder.name}
          </Link>
          {narrow && (
            <span className={classes.secondary}>
              {itemCount(folder.items)} · {formatDriveDate(folder.createdAt)}
            </span>
          )}
        </span>
      </span>
      {!narrow && <span role="cell">{itemCount(folder.items)}</span>}
      {!narrow && <span role="cell">{formatDriveDate(folder.createdAt)}</span>}
      <span role="cell" className={classes.cellEnd}>
        <FolderMenu
          folder={folder}
          workspaceId={workspaceId}
          opened={menuOpen}
          onChange={setMenuOpen}
          size="sm"
        />
      </span>
    </div>
  );
}

function FileRow({ file, workspaceId, selection, narrow, style, rowIndex }: RowProps & { file: DriveFile }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const mark = useToggleMark(workspaceId);
  const selected = selection.isSelected('file', file._id);
  const Star = file.isFavourite ? IconStarFilled : IconStar;
  return (
    <div
      className={classes.row}
      role="row"
      aria-rowindex={rowIndex}
      data-selected={selected || undefined}
      style={style}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      {selection.toggle && (
        <span role="cell">
          <Checkbox
            checked={selected}
            aria-label={`Select ${file.name}`}
            onChange={() => undefined}
            onClick={(event) => selection.toggle?.('file', file._id, !selected, event)}
          />
        </span>
      )}
      <span role="cell" className={classes.nameCell}>
        <FileThumb file={file} size="row" />
        <span style={{ minWidth: 0, flex: 1 }}>
          <Link to={drivePaths.file(workspaceId, file._id)} className={classes.cardName} title={file.name}>
            {file.name}
          </Link>
          {narrow && (
            <span className={classes.secondary}>
              {formatFileSize(file.size)} · {formatDriveDate(file.createdAt)}
            </span>
          )}
        </span>
        {file.openDiscussionCount > 0 && (
          <span className={classes.comments}>
            <IconMessageCircle size={14} aria-hidden />
            {file.openDiscussionCount}
            <span className={classes.visuallyHidden}> open comments</span>
          </span>
        )}
      </span>
      {!narrow && <span role="cell">{formatFileSize(file.size)}</span>}
      {!narrow && <span role="cell">{formatDriveDate(file.createdAt)}</span>}
      {!narrow && <span role="cell">{formatDriveDate(file.modifiedAt)}</span>}
      <span role="cell" className={classes.cellEnd}>
        <Tooltip label={file.isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
          <ActionIcon
            variant="subtle"
            color={file.isFavourite ? 'yellow.8' : 'gray'}
            size="sm"
            aria-label={
              file.isFavourite ? `Remove ${file.name} from favourites` : `Add ${file.name} to favourites`
            }
            aria-pressed={file.isFavourite}
            onClick={() =>
              mark.mutate({ kind: 'file', item: file, mark: 'favourite', on: !file.isFavourite })
            }
          >
            <Star size={16} />
          </ActionIcon>
        </Tooltip>
        <FileMenu file={file} workspaceId={workspaceId} opened={menuOpen} onChange={setMenuOpen} size="sm" />
      </span>
    </div>
  );
}
