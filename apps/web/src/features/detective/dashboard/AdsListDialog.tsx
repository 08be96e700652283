import type { DetectiveAdRefs } from '@hookline/domain';
import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { AdSummary } from './AdSummary.tsx';
import { adsCount } from './dashboard-labels.ts';
import classes from './DetectiveDashboard.module.css';

export interface AdsListState {
  title: string;
  ads: DetectiveAdRefs;
}

interface AdsListDialogProps {
  list: AdsListState | null;
  opened: boolean;
  readOnly: boolean;
  onClose: () => void;
  onOpenAd: (adId: string) => void;
}

/** The ads behind a figure, newest start first; each opens in the Discover drawer. */
export function AdsListDialog({ list, opened, readOnly, onClose, onOpenAd }: AdsListDialogProps) {
  const shown = list?.ads.adIds ?? [];
  const total = list?.ads.total ?? 0;
  return (
    <Modal {...DIALOG_PROPS} opened={opened && list !== null} onClose={onClose} title={list?.title} size="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {adsCount(total)}
          {total > shown.length && `: the ${shown.length} newest are listed here.`}
        </Text>
        <ul className={classes.adList} aria-label={`Ads of ${list?.title ?? 'the figure'}`}>
          {shown.map((adId) => (
            <li key={adId}>
              {readOnly ? (
                <div className={classes.adRow}>
                  <AdSummary adId={adId} />
                </div>
              ) : (
                <UnstyledButton className={classes.adRow} onClick={() => onOpenAd(adId)}>
                  <AdSummary adId={adId} />
                </UnstyledButton>
              )}
            </li>
          ))}
        </ul>
      </Stack>
    </Modal>
  );
}
