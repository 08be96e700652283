import type { ReportRow } from '@hookline/domain';
import { Checkbox, Text } from '@mantine/core';
import { IconPhoto, IconPlayerPlay } from '@tabler/icons-react';
import { adCountText, videoShareText } from './report-columns.ts';
import classes from './ReportTable.module.css';

interface GroupCellProps {
  row: ReportRow;
  /** The row's selection colour, when it has one (spec: at most 8 selected rows carry colours). */
  colour?: string;
  selection?: { checked: boolean; onToggle: (id: string) => void };
  onOpenRow?: (row: ReportRow) => void;
}

function Thumbnail({ row }: { row: ReportRow }) {
  if (row.ad.thumbnailUrl) {
    return <img className={classes.thumb} src={row.ad.thumbnailUrl} alt="" loading="lazy" decoding="async" />;
  }
  const Icon = /video/i.test(row.ad.creativeType) ? IconPlayerPlay : IconPhoto;
  return (
    <span className={classes.thumb} aria-hidden>
      <Icon size={18} stroke={1.6} />
    </span>
  );
}

/** The sticky first cell of a line: its checkbox, thumbnail, label (which opens the preview) and ad count. */
export function GroupCell({ row, colour, selection, onOpenRow }: GroupCellProps) {
  const count = [adCountText(row.adCount), videoShareText(row.videoShare)].filter(Boolean).join(' · ');
  return (
    <td className={classes.groupCell}>
      {colour && <span className={classes.selectionMark} style={{ background: colour }} aria-hidden />}
      <div className={classes.groupInner}>
        {selection && (
          <Checkbox
            size="xs"
            color={colour}
            checked={selection.checked}
            onChange={() => selection.onToggle(row.groupId)}
            aria-label={`Select ${row.groupLabel}`}
          />
        )}
        <Thumbnail row={row} />
        <div className={classes.groupText}>
          {onOpenRow ? (
            <button
              type="button"
              className={classes.groupName}
              title={row.groupLabel}
              onClick={() => onOpenRow(row)}
            >
              {row.groupLabel}
            </button>
          ) : (
            <span className={classes.groupName} title={row.groupLabel}>
              {row.groupLabel}
            </span>
          )}
          {count && (
            <Text span size="xs" c="dimmed">
              {count}
            </Text>
          )}
        </div>
      </div>
    </td>
  );
}
