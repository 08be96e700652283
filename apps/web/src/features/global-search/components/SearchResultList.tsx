import { Avatar, Text, ThemeIcon } from '@mantine/core';
import {
  IconBookmark,
  IconBuildingStore,
  IconCamera,
  IconChartBar,
  IconFile,
  IconLayoutGrid,
  IconPhoto,
  IconUserStar,
  type Icon,
} from '@tabler/icons-react';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import type { ResultKind, SearchGroup, SearchOption } from '../search-results.ts';
import classes from '../GlobalSearch.module.css';

const KIND_ICONS: Record<ResultKind, Icon> = {
  brand: IconBuildingStore,
  ad: IconPhoto,
  file: IconFile,
  expert: IconUserStar,
  board: IconLayoutGrid,
  savedAd: IconBookmark,
  report: IconChartBar,
  snapshot: IconCamera,
};

/** The picture of a result (a logo, a thumbnail, a face), or its kind's icon when it has none. */
function ResultPicture({ option }: { option: SearchOption }) {
  const Icon = KIND_ICONS[option.kind];
  const src = safeImageUrl(option.imageURL);
  if (!src) {
    return (
      <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
        <Icon size={18} stroke={1.7} />
      </ThemeIcon>
    );
  }
  return (
    <Avatar
      src={src}
      size={36}
      radius={option.kind === 'expert' ? 'xl' : 'md'}
      alt=""
      aria-hidden
      imageProps={{ loading: 'lazy' }}
      className={classes.picture}
    >
      <Icon size={18} stroke={1.7} />
    </Avatar>
  );
}

interface SearchResultListProps {
  /** The listbox's id, which the search box's `aria-controls` names. */
  id: string;
  groups: readonly SearchGroup[];
  activeKey: string | null;
  /** The element id of an option, for `aria-activedescendant`. */
  optionId: (option: SearchOption) => string;
  onActivate: (option: SearchOption) => void;
  onOpen: (option: SearchOption) => void;
}

/**
 * The results, grouped by kind: a listbox whose options the search box points at while the arrow keys
 * move (focus stays in the box), and which a click or a tap opens.
 */
export function SearchResultList(props: SearchResultListProps) {
  const { id, groups, activeKey, optionId, onActivate, onOpen } = props;
  return (
    <div role="listbox" id={id} aria-label="Search results" className={classes.results}>
      {groups.map((group) => {
        const headingId = `${id}-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={headingId} className={classes.group}>
            <div role="presentation" id={headingId} className={classes.groupHeading}>
              {group.heading}
            </div>
            {group.options.map((option) => (
              <div
                key={option.key}
                id={optionId(option)}
                role="option"
                aria-selected={option.key === activeKey}
                data-active={option.key === activeKey || undefined}
                className={classes.option}
                onMouseMove={() => {
                  if (option.key !== activeKey) onActivate(option);
                }}
                // Keeps the focus in the search box, where the keys work.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onOpen(option)}
              >
                <ResultPicture option={option} />
                <div className={classes.optionText}>
                  <Text size="sm" fw={600} truncate="end">
                    {option.label}
                  </Text>
                  {option.description && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {option.description}
                    </Text>
                  )}
                </div>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
