import type { MetricDefinition, ReportAd, ReportRow } from '@hookline/domain';
import { Badge, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { DrawerResizeHandle } from '../../../../ui/DrawerResizeHandle.tsx';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { isActiveStatus, statusLabel } from '../views/ad-status.ts';
import { knownMetrics } from '../views/report-view-props.ts';
import { AdDetails } from './AdDetails.tsx';
import { AdSwitcher } from './AdSwitcher.tsx';
import { BreakdownTables } from './BreakdownTables.tsx';
import classes from './CreativePreviewDrawer.module.css';
import { DRAWER_WIDTH_STEP, MIN_DRAWER_WIDTH } from './drawer-width.ts';
import { PreviewMedia } from './PreviewMedia.tsx';
import { RowMetrics } from './RowMetrics.tsx';
import { useAdPreview } from './use-ad-preview.ts';
import { useDrawerWidth } from './use-drawer-width.ts';

export interface CreativePreviewDrawerProps {
  /** The line to preview; null keeps the drawer closed. */
  row: ReportRow | null;
  adAccountId: string;
  catalogue: ReadonlyMap<string, MetricDefinition>;
  currency: string;
  /** The line's key metrics, shown formatted. */
  metrics: string[];
  onClose: () => void;
}

function PreviewSkeleton() {
  return (
    <Stack gap="sm" aria-busy aria-label="Loading the ad's preview">
      <Skeleton h={280} radius="md" />
      <Skeleton h={12} w="90%" />
      <Skeleton h={12} w="75%" />
      <Skeleton h={12} w="40%" />
    </Stack>
  );
}

/** The platform's preview of one ad: media and words, or their loading and error states. */
function AdPreviewSection({ adAccountId, ad }: { adAccountId: string; ad: ReportAd }) {
  const preview = useAdPreview(adAccountId, ad.adId);
  if (preview.isPending) return <PreviewSkeleton />;
  if (preview.isError) {
    return (
      <LoadError
        what="this ad's preview"
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <PreviewMedia preview={preview.data} />
      <AdDetails preview={preview.data} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface PreviewContentProps extends Omit<CreativePreviewDrawerProps, 'row' | 'onClose'> {
  row: ReportRow;
  ad: ReportAd;
  onPickAd: (ad: ReportAd) => void;
}

function PreviewContent({
  row,
  ad,
  onPickAd,
  adAccountId,
  catalogue,
  currency,
  metrics,
}: PreviewContentProps) {
  const definitions = useMemo(() => knownMetrics(metrics, catalogue), [metrics, catalogue]);
  return (
    <Stack gap="xl" pb="xl">
      {row.ads.length > 1 && (
        <Section title={`Ads in this line (${row.ads.length})`}>
          <AdSwitcher ads={row.ads} value={ad._id} onChange={onPickAd} />
        </Section>
      )}
      <AdPreviewSection key={ad._id} adAccountId={adAccountId} ad={ad} />
      {definitions.length > 0 && (
        <Section title="Key metrics">
          <RowMetrics row={row} metrics={definitions} currency={currency} />
        </Section>
      )}
      <Section title="Breakdowns">
        <BreakdownTables breakdowns={row.breakdowns} currency={currency} />
      </Section>
    </Stack>
  );
}

/**
 * The creative preview: a drawer from the right with one line's ad (its media, copy and call to action,
 * read through the platform), the line's key metrics and its breakdowns. Its left edge resizes it, and
 * the width is remembered. Escape or the close button closes it.
 */
export function CreativePreviewDrawer({ row, onClose, ...rest }: CreativePreviewDrawerProps) {
  const { width, maxWidth, resize, remember } = useDrawerWidth();
  // The last line stays in the drawer while it closes, so its content does not vanish mid-transition.
  const [shownRow, setShownRow] = useState(row);
  const [pickedAdId, setPickedAdId] = useState<string | null>(null);
  if (row && row !== shownRow) {
    setShownRow(row);
    if (row.groupId !== shownRow?.groupId) setPickedAdId(null);
  }
  const ad = shownRow ? (shownRow.ads.find((item) => item._id === pickedAdId) ?? shownRow.ad) : null;

  return (
    <Drawer.Root
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={width}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
    >
      <Drawer.Overlay backgroundOpacity={0.2} />
      <Drawer.Content>
        <DrawerResizeHandle
          width={width}
          minWidth={MIN_DRAWER_WIDTH}
          maxWidth={maxWidth}
          step={DRAWER_WIDTH_STEP}
          label="Resize the preview"
          onResize={resize}
          onResizeEnd={remember}
        />
        <Drawer.Header>
          <Stack gap={4} miw={0}>
            <Drawer.Title title={shownRow?.groupLabel}>
              {shownRow?.groupLabel ?? 'Creative preview'}
            </Drawer.Title>
            {ad && (
              <Group gap={8}>
                <Badge variant="dot" color={isActiveStatus(ad.status) ? 'green' : 'gray'} tt="none">
                  {statusLabel(ad.status)}
                </Badge>
                {shownRow && shownRow.ads.length > 1 && (
                  <Text size="xs" c="dimmed" truncate title={ad.name}>
                    {ad.name}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
          <Drawer.CloseButton aria-label="Close the preview" data-autofocus />
        </Drawer.Header>
        <Drawer.Body>
          {shownRow && ad && (
            <PreviewContent
              row={shownRow}
              ad={ad}
              onPickAd={(picked) => setPickedAdId(picked._id)}
              {...rest}
            />
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
