import {
  DISCOVER_FORMAT_LABELS,
  DISCOVER_FORMATS,
  DISCOVER_PLATFORM_LABELS,
  DISCOVER_PLATFORMS,
  type DiscoverFormat,
  type DiscoverPlatform,
} from '@hookline/domain';
import { PLATFORM_ICONS } from '../PlatformMark.tsx';
import { OptionsFilter, type FilterOption } from './OptionsFilter.tsx';

const PLATFORM_OPTIONS: FilterOption[] = DISCOVER_PLATFORMS.map((platform) => {
  const Icon = PLATFORM_ICONS[platform];
  return { value: platform, label: DISCOVER_PLATFORM_LABELS[platform], icon: <Icon size={16} aria-hidden /> };
});
const FORMAT_OPTIONS: FilterOption[] = DISCOVER_FORMATS.map((format) => ({
  value: format,
  label: DISCOVER_FORMAT_LABELS[format],
}));

/** The values of `allowed` among what a filter hands back (its options are exactly those). */
export const only = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value));

interface KindFilterProps<Kind> {
  value: readonly Kind[];
  onChange: (value: Kind[]) => void;
}

/** Where the ads ran: a platform filter with each platform's mark. */
export function PlatformFilter({ value, onChange }: KindFilterProps<DiscoverPlatform>) {
  return (
    <OptionsFilter
      label="Platform"
      options={PLATFORM_OPTIONS}
      value={value}
      onChange={(values) => onChange(only(DISCOVER_PLATFORMS, values))}
    />
  );
}

/** What the ads are made of: image, video or carousel. */
export function FormatFilter({ value, onChange }: KindFilterProps<DiscoverFormat>) {
  return (
    <OptionsFilter
      label="Format"
      options={FORMAT_OPTIONS}
      value={value}
      onChange={(values) => onChange(only(DISCOVER_FORMATS, values))}
    />
  );
}
