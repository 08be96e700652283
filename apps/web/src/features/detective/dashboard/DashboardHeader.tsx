import {
  DETECTIVE_DURATIONS,
  DETECTIVE_MENUS,
  type DetectiveDuration,
  type DetectiveMenu,
} from '@hookline/domain';
import { Anchor, Avatar, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { MENU_LABELS } from './dashboard-labels.ts';
import classes from './DashboardHeader.module.css';
import { readableAddress, webAddress } from './web-address.ts';

export interface DashboardBrand {
  name: string;
  logoURL: string | null;
  website: string | null;
}

interface DashboardHeaderProps {
  brand: DashboardBrand;
  menu: DetectiveMenu;
  duration: DetectiveDuration;
  onDurationChange: (duration: DetectiveDuration) => void;
  /** Each menu's address, the duration kept. */
  menuHref: (menu: DetectiveMenu) => string;
  /** Where "Back" goes (Detective's home); none on a public page. */
  backHref?: string;
  /** The header's actions: Share, the AI analysis. */
  actions?: ReactNode;
}

const DURATION_OPTIONS = DETECTIVE_DURATIONS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/** A tracked brand's dashboard header: who, the period, what to do with it, and the menus as links. */
export function DashboardHeader({
  brand,
  menu,
  duration,
  onDurationChange,
  menuHref,
  backHref,
  actions,
}: DashboardHeaderProps) {
  const website = webAddress(brand.website);
  return (
    <Stack gap="md" mb="lg">
      {backHref && (
        <Anchor component={Link} to={backHref} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={14} aria-hidden />
            Detective
          </Group>
        </Anchor>
      )}
      <header className={classes.header}>
        <div className={classes.identity}>
          <Avatar
            src={safeImageUrl(brand.logoURL)}
            size={56}
            radius="md"
            color="violet"
            variant="light"
            alt=""
            aria-hidden
          >
            {initials(brand.name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={26} style={{ overflowWrap: 'anywhere' }}>
              {brand.name}
            </Title>
            {website ? (
              <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
                {readableAddress(website)}
                <NewTabNote />
                <IconExternalLink size={13} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No website known
              </Text>
            )}
          </Stack>
        </div>
        <div className={classes.controls}>
          <Select
            label="Duration"
            data={DURATION_OPTIONS}
            value={String(duration)}
            allowDeselect={false}
            w={170}
            onChange={(value) => {
              const days = DETECTIVE_DURATIONS.find((option) => String(option) === value);
              if (days !== undefined) onDurationChange(days);
            }}
          />
          {actions && <Group gap="sm">{actions}</Group>}
        </div>
      </header>
      <nav aria-label="Dashboard menus">
        <ul className={classes.tabs}>
          {DETECTIVE_MENUS.map((item) => (
            <li key={item}>
              <Link
                to={menuHref(item)}
                className={classes.tab}
                aria-current={item === menu ? 'page' : undefined}
                data-tour={item === 'overview' ? 'detective-view-report' : undefined}
              >
                {MENU_LABELS[item]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
