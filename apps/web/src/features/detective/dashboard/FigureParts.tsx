import type { DetectiveAdRefs } from '@hookline/domain';
import { Button, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowUpRight, IconTelescope } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useOpenAds } from './ads-opener.tsx';
import { adsCount } from './dashboard-labels.ts';
import classes from './DetectiveDashboard.module.css';

interface PanelProps {
  title: string;
  /** The question the panel answers, or how to read it. */
  description?: ReactNode;
  wide?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** A figure's frame: its title, what it answers, then the figure. */
export function Panel({ title, description, wide = false, actions, children }: PanelProps) {
  return (
    <Paper withBorder radius="md" p="md" className={wide ? classes.wide : undefined} component="section">
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Title order={2} fz="md">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

interface AdsButtonProps {
  /** Which figure the ads are behind, as the list's title says it. */
  title: string;
  ads: DetectiveAdRefs;
  /** The visible words; "N ads" unless given. */
  children?: ReactNode;
}

/** "N ads" that opens them; nothing to open when no ad is behind the figure. */
export function AdsButton({ title, ads, children }: AdsButtonProps) {
  const openAds = useOpenAds();
  const label = children ?? adsCount(ads.total);
  if (ads.total === 0) {
    return (
      <Text size="sm" c="dimmed" span>
        {label}
      </Text>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      // Many figures show "N ads": the name says which figure's, after the visible words.
      aria-label={children === undefined ? `${adsCount(ads.total)}, ${title}` : undefined}
      onClick={() => openAds(title, ads)}
    >
      {label}
    </Button>
  );
}

interface StatProps {
  label: string;
  value: string;
  hint?: string;
  /** The ads the figure counts; the tile opens them. */
  ads?: DetectiveAdRefs;
  /** The list's title; the label unless given. */
  adsTitle?: string;
}

/** A headline figure; a button that opens its ads when it has some. */
export function Stat({ label, value, hint, ads, adsTitle }: StatProps) {
  const openAds = useOpenAds();
  const content = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
  if (!ads || ads.total === 0) return <div className={classes.stat}>{content}</div>;
  return (
    <UnstyledButton className={classes.stat} onClick={() => openAds(adsTitle ?? label, ads)}>
      <IconArrowUpRight size={16} className={classes.statIcon} aria-hidden />
      {content}
    </UnstyledButton>
  );
}

/** A menu with nothing to show for the period: why, and what to try. */
export function EmptyMenu({ message, hint }: { message: string; hint?: string }) {
  return (
    <Stack align="center" ta="center" gap="xs" py={48} px="md">
      <IconTelescope size={36} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{message}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {hint ?? 'Try a longer duration: the brand may have been quiet lately.'}
      </Text>
    </Stack>
  );
}
