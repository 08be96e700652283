import type { ReportAd } from '@hookline/domain';
import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { statusLabel } from '../views/ad-status.ts';
import classes from './CreativePreviewDrawer.module.css';

interface AdSwitcherProps {
  ads: readonly ReportAd[];
  /** The previewed ad's `_id`. */
  value: string;
  onChange: (ad: ReportAd) => void;
}

/** The ads a line groups, to pick which one the drawer previews. */
export function AdSwitcher({ ads, value, onChange }: AdSwitcherProps) {
  return (
    <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars>
      <ul className={classes.ads}>
        {ads.map((ad) => (
          <li key={ad._id}>
            <UnstyledButton
              className={classes.adButton}
              aria-pressed={ad._id === value}
              onClick={() => onChange(ad)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate title={ad.name}>
                  {ad.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {statusLabel(ad.status)}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}
