import type { ReportRow } from '@hookline/domain';
import { Badge, Text } from '@mantine/core';
import { isActiveStatus } from './ad-status.ts';
import { readableTextFor } from './cell-colours.ts';
import { attributeText, type AttributeColumn } from './report-columns.ts';
import classes from './ReportTable.module.css';

/** Tags beyond these show as "+N", so a row keeps its height. */
const VISIBLE_TAGS = 2;

function Tags({ row }: { row: ReportRow }) {
  const tags = row.ad.creativeTags;
  const hidden = tags.length - VISIBLE_TAGS;
  return (
    <div className={classes.tags} title={attributeText(row, 'tags')}>
      {tags.slice(0, VISIBLE_TAGS).map((tag) => (
        <Badge
          key={tag._id}
          size="sm"
          radius="sm"
          variant="filled"
          tt="none"
          style={{ background: tag.color, color: readableTextFor(tag.color), flexShrink: 1, minWidth: 0 }}
        >
          {tag.name}
        </Badge>
      ))}
      {hidden > 0 && (
        <Badge size="sm" radius="sm" variant="default" tt="none" style={{ flex: 'none' }}>
          +{hidden}
        </Badge>
      )}
    </div>
  );
}

/** One of the optional Status, Tags and Launch date cells of a line. */
export function AttributeCell({ row, column }: { row: ReportRow; column: AttributeColumn }) {
  switch (column) {
    case 'status':
      return (
        <td>
          {isActiveStatus(row.ad.status) ? (
            <Badge size="sm" color="teal" variant="light" tt="none">
              Active
            </Badge>
          ) : (
            <Text span size="sm" c="dimmed">
              {attributeText(row, 'status')}
            </Text>
          )}
        </td>
      );
    case 'tags':
      return (
        <td>
          <Tags row={row} />
        </td>
      );
    case 'launchDate':
      return <td>{attributeText(row, 'launchDate')}</td>;
  }
}
