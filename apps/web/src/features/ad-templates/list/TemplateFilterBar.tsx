import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_INDUSTRY_LABELS,
  TEMPLATE_ORIENTATION_LABELS,
  TEMPLATE_SORT_LABELS,
  TEMPLATE_SORTS,
  TEMPLATE_THEME_LABELS,
  TEMPLATE_THEMES,
  type TemplateIndustry,
  type TemplateOrientation,
  type TemplateSort,
  type TemplateTheme,
} from '@hookline/domain';
import { Button, Chip, Group, SegmentedControl, Select } from '@mantine/core';
import { IconHeart, IconHistory } from '@tabler/icons-react';
import { OptionsFilter } from '../../../ui/filter-controls/OptionsFilter.tsx';
import { activeFilterCount, newSeed, type ListParams } from './list-params.ts';
import classes from './TemplateBrowser.module.css';

const INDUSTRY_OPTIONS = TEMPLATE_INDUSTRIES.map((value) => ({
  value,
  label: TEMPLATE_INDUSTRY_LABELS[value],
}));
const THEME_OPTIONS = TEMPLATE_THEMES.map((value) => ({ value, label: TEMPLATE_THEME_LABELS[value] }));
const ORIENTATION_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'portrait', label: TEMPLATE_ORIENTATION_LABELS.portrait },
  { value: 'landscape', label: TEMPLATE_ORIENTATION_LABELS.landscape },
];
const SORT_OPTIONS = TEMPLATE_SORTS.map((value) => ({ value, label: TEMPLATE_SORT_LABELS[value] }));

const isSort = (value: string | null): value is TemplateSort =>
  value !== null && (TEMPLATE_SORTS as readonly string[]).includes(value);

interface TemplateFilterBarProps {
  params: ListParams;
  change: (patch: Partial<ListParams>) => void;
  /** Favourite and Previously used are the reader's own: guests, who can do neither, don't get them. */
  personal: boolean;
}

/**
 * The filter panel (spec 02, section 2): Industry, Theme, Orientation, Favourite and Previously used, and
 * the sort. Each change applies at once and starts the list again from page 1.
 */
export function TemplateFilterBar({ params, change, personal }: TemplateFilterBarProps) {
  const active = activeFilterCount(params);
  return (
    <div className={classes.toolbar} role="search" aria-label="Filter and sort templates">
      <Group gap="xs" wrap="wrap" className={classes.filters}>
        <OptionsFilter
          label="Industry"
          options={INDUSTRY_OPTIONS}
          value={params.industries}
          onChange={(values) => change({ industries: values as TemplateIndustry[] })}
        />
        <OptionsFilter
          label="Theme"
          options={THEME_OPTIONS}
          value={params.themes}
          onChange={(values) => change({ themes: values as TemplateTheme[] })}
        />
        <SegmentedControl
          size="sm"
          aria-label="Orientation"
          data={ORIENTATION_OPTIONS}
          value={params.orientation ?? 'all'}
          onChange={(value) =>
            change({ orientation: value === 'all' ? null : (value as TemplateOrientation) })
          }
        />
        {personal && (
          <>
            <Chip
              checked={params.favourite}
              onChange={(favourite) => change({ favourite })}
              icon={<IconHeart size={14} aria-hidden />}
              variant="outline"
            >
              Favourite
            </Chip>
            <Chip
              checked={params.previouslyUsed}
              onChange={(previouslyUsed) => change({ previouslyUsed })}
              icon={<IconHistory size={14} aria-hidden />}
              variant="outline"
            >
              Previously used
            </Chip>
          </>
        )}
        {active > 0 && (
          <Button
            size="sm"
            variant="subtle"
            onClick={() =>
              change({
                industries: [],
                themes: [],
                orientation: null,
                favourite: false,
                previouslyUsed: false,
              })
            }
          >
            Clear filters
          </Button>
        )}
      </Group>
      <Select
        className={classes.sort}
        size="sm"
        label="Sort by"
        data={SORT_OPTIONS}
        value={params.sort}
        onChange={(sort) => {
          if (isSort(sort)) change({ sort, seed: sort === 'random' ? newSeed() : null });
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </div>
  );
}
