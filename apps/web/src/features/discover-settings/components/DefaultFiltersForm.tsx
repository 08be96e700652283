import {
  DISCOVER_FORMAT_LABELS,
  DISCOVER_FORMATS,
  DISCOVER_PLATFORM_LABELS,
  DISCOVER_PLATFORMS,
  DISCOVER_SORT_LABELS,
  DISCOVER_SORTS,
  DEFAULT_LANGUAGES_MAX,
  type DiscoverDefaultFilters,
  type DiscoverFormat,
  type DiscoverPlatform,
  type DiscoverSort,
  type DiscoverWorkspaceSettings,
} from '@hookline/domain';
import { Button, Checkbox, Group, MultiSelect, Select, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { COMMON_AD_LANGUAGES, languageName } from '../../../ui/ad-languages.ts';

/** What the form holds: every filter as a list or a flag, never missing. */
export interface DefaultsFormState {
  platforms: DiscoverPlatform[];
  formats: DiscoverFormat[];
  languages: string[];
  activeOnly: boolean;
  sort: DiscoverSort;
}

export function formStateOf(settings: Pick<DiscoverWorkspaceSettings, 'defaultFilters' | 'defaultSort'>) {
  const filters = settings.defaultFilters;
  return {
    platforms: filters.platforms ?? [],
    formats: filters.formats ?? [],
    languages: filters.languages ?? [],
    activeOnly: filters.activeOnly ?? false,
    sort: settings.defaultSort,
  } satisfies DefaultsFormState;
}

/** The save body of the form: each filter that narrows nothing left out. */
export function defaultsBodyOf(state: DefaultsFormState) {
  const defaultFilters: DiscoverDefaultFilters = {};
  if (state.platforms.length) defaultFilters.platforms = state.platforms;
  if (state.formats.length) defaultFilters.formats = state.formats;
  if (state.languages.length) defaultFilters.languages = state.languages;
  if (state.activeOnly) defaultFilters.activeOnly = true;
  return { defaultFilters, defaultSort: state.sort };
}

/** Whether two states would save the same defaults, whatever the order of their lists. */
export function sameDefaults(a: DefaultsFormState, b: DefaultsFormState): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && [...x].sort().join() === [...y].sort().join();
  return (
    sameList(a.platforms, b.platforms) &&
    sameList(a.formats, b.formats) &&
    sameList(a.languages, b.languages) &&
    a.activeOnly === b.activeOnly &&
    a.sort === b.sort
  );
}

const PLATFORM_OPTIONS = DISCOVER_PLATFORMS.map((value) => ({
  value,
  label: DISCOVER_PLATFORM_LABELS[value],
}));
const FORMAT_OPTIONS = DISCOVER_FORMATS.map((value) => ({ value, label: DISCOVER_FORMAT_LABELS[value] }));
const SORT_OPTIONS = DISCOVER_SORTS.map((value) => ({ value, label: DISCOVER_SORT_LABELS[value] }));

interface DefaultFiltersFormProps {
  saved: DefaultsFormState;
  /** Guests see the defaults, and change nothing. */
  readOnly: boolean;
  saving: boolean;
  onSave: (state: DefaultsFormState) => void;
}

/** The filters and sort Discover opens with in the workspace. */
export function DefaultFiltersForm({ saved, readOnly, saving, onSave }: DefaultFiltersFormProps) {
  const [state, setState] = useState<DefaultsFormState>(saved);
  const change = (next: Partial<DefaultsFormState>) => setState((current) => ({ ...current, ...next }));
  const unchanged = sameDefaults(state, saved);
  const languageOptions = [...new Set([...COMMON_AD_LANGUAGES, ...state.languages])].map((code) => ({
    value: code,
    label: languageName(code),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly && !unchanged) onSave(state);
  };

  return (
    <form onSubmit={submit} aria-label="Default Discover filters">
      <Stack gap="lg" maw={560}>
        <Checkbox.Group
          label="Platforms"
          description="Discover shows ads that ran on any of these. None chosen: every platform."
          value={state.platforms}
          onChange={(values) => change({ platforms: values })}
        >
          <Group gap="md" mt={8}>
            {PLATFORM_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label="Formats"
          description="None chosen: every format."
          value={state.formats}
          onChange={(values) => change({ formats: values })}
        >
          <Group gap="md" mt={8}>
            {FORMAT_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label="Languages"
          description="Ads written in any of these. None chosen: every language."
          placeholder={state.languages.length ? undefined : 'Every language'}
          data={languageOptions}
          value={state.languages}
          onChange={(languages) => change({ languages })}
          searchable
          clearable
          maxValues={DEFAULT_LANGUAGES_MAX}
          nothingFoundMessage="No such language"
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label="Only ads that are still running"
          checked={state.activeOnly}
          onChange={(event) => change({ activeOnly: event.currentTarget.checked })}
          disabled={readOnly}
        />
        <Select
          label="Sort"
          description="The order Discover lists ads in."
          data={SORT_OPTIONS}
          value={state.sort}
          onChange={(sort) => {
            if (sort) change({ sort: sort });
          }}
          allowDeselect={false}
          disabled={readOnly}
          maw={280}
          comboboxProps={{ withinPortal: true }}
        />
        {!readOnly && (
          <Group gap="sm">
            <Button type="submit" loading={saving} disabled={unchanged}>
              Save
            </Button>
            <Button variant="default" disabled={unchanged || saving} onClick={() => setState(saved)}>
              Discard changes
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
