import type { InspirationFile } from '@hookline/domain';
import { ActionIcon, Badge, Tabs, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { AssetStage } from './media/AssetStage.tsx';
import { AssetStrip } from './media/AssetStrip.tsx';
import classes from './SavedAdView.module.css';
import { adName, assetLabel } from './saved-ad-format.ts';
import { stepAssetIndex } from './ad-view-params.ts';

export type SideTab = 'details' | 'comments';

interface SavedAdBodyProps {
  file: InspirationFile;
  assetIndex: number;
  onPickAsset: (index: number) => void;
  /** Each asset's open comments, by index. */
  openCounts: readonly number[];
  details: ReactNode;
  /** The comments of the asset shown; null where comments aren't shown. */
  comments: ReactNode | null;
  defaultTab?: SideTab;
}

/**
 * The saved-ad view's body: the asset shown, large, with the strip to switch assets; beside it (under it
 * when the view is narrow) the ad's details and the comments of the asset shown.
 */
export function SavedAdBody({
  file,
  assetIndex,
  onPickAsset,
  openCounts,
  details,
  comments,
  defaultTab = 'details',
}: SavedAdBodyProps) {
  const [tab, setTab] = useState<SideTab>(comments ? defaultTab : 'details');
  const count = file.assets.length;
  const asset = file.assets[assetIndex];
  const name = adName(file);
  const shownOpen = openCounts[assetIndex] ?? 0;

  return (
    <div className={classes.layout}>
      <section className={classes.mediaColumn} aria-label="Media">
        {asset ? (
          <AssetStage
            key={`${file._id}:${assetIndex}`}
            asset={asset}
            label={`${name} ad, ${assetLabel(assetIndex, count, asset.type)}`}
          />
        ) : (
          <Text c="gray.7" ta="center" py="xl">
            This ad has no image or video.
          </Text>
        )}
        {count > 1 && (
          <div className={classes.assetBar}>
            <Tooltip label="Previous asset (←)">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Previous asset"
                onClick={() => onPickAsset(stepAssetIndex(assetIndex, -1, count))}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
            </Tooltip>
            <div className={classes.assetBarStrip}>
              <AssetStrip
                assets={file.assets}
                current={assetIndex}
                openCounts={openCounts}
                onPick={onPickAsset}
              />
            </div>
            <Tooltip label="Next asset (→)">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Next asset"
                onClick={() => onPickAsset(stepAssetIndex(assetIndex, 1, count))}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Tooltip>
          </div>
        )}
      </section>
      <aside className={classes.side} aria-label="About this ad">
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === 'comments' ? 'comments' : 'details')}
          className={classes.tabs}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabList}>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            {comments && (
              <Tabs.Tab
                value="comments"
                data-tour="comments"
                rightSection={
                  shownOpen > 0 ? (
                    <Badge size="sm" circle color="orange.8">
                      {shownOpen}
                      <VisuallyHidden component="span"> open</VisuallyHidden>
                    </Badge>
                  ) : undefined
                }
              >
                {count > 1 ? `Comments on asset ${assetIndex + 1}` : 'Comments'}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="details" className={`${classes.tabPanel} ${classes.detailsPanel}`}>
            {details}
          </Tabs.Panel>
          {comments && (
            <Tabs.Panel value="comments" className={`${classes.tabPanel} ${classes.commentsPanel}`}>
              {comments}
            </Tabs.Panel>
          )}
        </Tabs>
      </aside>
    </div>
  );
}

/** The label of the asset shown, for the view's own use: "Acme ad, asset 2 of 3". */
export function shownAssetLabel(file: InspirationFile, assetIndex: number): string {
  const asset = file.assets[assetIndex];
  return asset ? assetLabel(assetIndex, file.assets.length, asset.type) : 'the ad';
}
