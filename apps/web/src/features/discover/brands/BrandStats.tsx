import { DISCOVER_FORMAT_LABELS, DISCOVER_PLATFORM_LABELS, type BrandDetail } from '@hookline/domain';
import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { PLATFORM_ICONS } from '../../../ui/PlatformMark.tsx';
import { formatDay } from '../shared/discover-format.ts';
import classes from './BrandStats.module.css';

interface Bar {
  key: string;
  label: string;
  icon?: ReactNode;
  count: number;
}

/** Counts as small bars, longest first, each as wide as its share of the largest. */
function Bars({ title, bars }: { title: string; bars: Bar[] }) {
  const titleId = useId();
  const sorted = [...bars].filter((bar) => bar.count > 0).sort((a, b) => b.count - a.count);
  const largest = Math.max(1, ...sorted.map((bar) => bar.count));
  return (
    <section className={classes.panel} aria-labelledby={titleId}>
      <Title order={3} id={titleId} className={classes.panelTitle}>
        {title}
      </Title>
      {sorted.length === 0 ? (
        <p className={classes.none}>No ads yet</p>
      ) : (
        <ul className={classes.bars}>
          {sorted.map((bar) => (
            <li key={bar.key} className={classes.bar}>
              <span className={classes.barLabel}>
                {bar.icon}
                {bar.label}
              </span>
              <span className={classes.barTrack} aria-hidden>
                <span className={classes.barFill} style={{ width: `${(bar.count / largest) * 100}%` }} />
              </span>
              <span className={classes.barValue}>{bar.count.toLocaleString('en-US')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const days = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'day' : 'days'}`;

/** A brand's ads in numbers: how many, how many run, where, in which formats, and how long they run. */
export function BrandStats({ brand }: { brand: BrandDetail }) {
  const share = Math.round(Math.min(1, Math.max(0, brand.runningDays.over30Share)) * 100);
  const tiles: { label: string; value: string }[] = [
    { label: 'Ads', value: brand.adCount.toLocaleString('en-US') },
    { label: 'Active', value: brand.activeAdCount.toLocaleString('en-US') },
    { label: 'Median run', value: days(brand.runningDays.median) },
    { label: 'Longest run', value: days(brand.runningDays.longest) },
    { label: 'Ran 30+ days', value: `${share}%` },
    { label: 'First ad', value: brand.firstAdDate ? formatDay(brand.firstAdDate) : '—' },
    { label: 'Latest ad', value: brand.latestAdDate ? formatDay(brand.latestAdDate) : '—' },
  ];
  return (
    <div className={classes.stats}>
      <dl className={classes.tiles}>
        {tiles.map((tile) => (
          <div key={tile.label} className={classes.tile}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.panels}>
        <Bars
          title="By platform"
          bars={brand.byPlatform.map(({ key, count }) => {
            const Icon = PLATFORM_ICONS[key];
            return { key, count, label: DISCOVER_PLATFORM_LABELS[key], icon: <Icon size={15} aria-hidden /> };
          })}
        />
        <Bars
          title="By format"
          bars={brand.byFormat.map(({ key, count }) => ({ key, count, label: DISCOVER_FORMAT_LABELS[key] }))}
        />
      </div>
    </div>
  );
}
