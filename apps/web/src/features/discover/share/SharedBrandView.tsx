import {
  DISCOVER_FORMAT_LABELS,
  DISCOVER_PLATFORM_LABELS,
  type BrandDetail,
  type DiscoverAd,
} from '@hookline/domain';
import { Anchor, Badge, Group, Modal, Pagination, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import classes from './discover-share.module.css';
import { countText, formatDay, runDatesText } from '../shared/discover-format.ts';
import { mediaUrl, readableUrl, webLink } from '../shared/safe-url.ts';
import { SharedAdDetails } from './SharedAdDetails.tsx';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.stat}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600} fz="lg">
        {value}
      </Text>
    </div>
  );
}

/** The brand's header: logo, name, category and industry, website and description. */
function BrandHeader({ brand }: { brand: BrandDetail }) {
  const logo = mediaUrl(brand.logoURL);
  const website = webLink(brand.website);
  return (
    <div className={classes.brandHeader}>
      {logo && <img src={logo} alt="" className={classes.logo} />}
      <Stack gap={6} miw={0}>
        <TruncatedText order={1} fz={28}>
          {brand.name}
        </TruncatedText>
        <Group gap="xs">
          {brand.category && (
            <Badge variant="light" tt="none">
              {brand.category.name}
            </Badge>
          )}
          {brand.industry && (
            <Badge variant="light" color="gray" tt="none">
              {brand.industry}
            </Badge>
          )}
          {website && (
            <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
              {readableUrl(website)}
              <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
        </Group>
        {brand.description && (
          <Text size="sm" c="gray.8" maw={900} className={classes.copy}>
            {brand.description}
          </Text>
        )}
      </Stack>
    </div>
  );
}

/** What the brand's ads look like in numbers. */
function BrandStats({ brand }: { brand: BrandDetail }) {
  const platforms = brand.byPlatform
    .filter((entry) => entry.count > 0)
    .map((entry) => `${DISCOVER_PLATFORM_LABELS[entry.key]} ${entry.count.toLocaleString('en-US')}`);
  const formats = brand.byFormat
    .filter((entry) => entry.count > 0)
    .map((entry) => `${DISCOVER_FORMAT_LABELS[entry.key]} ${entry.count.toLocaleString('en-US')}`);
  return (
    <Stack gap="sm" component="section" aria-label="Numbers">
      <div className={classes.stats}>
        <Stat label="Ads" value={brand.adCount.toLocaleString('en-US')} />
        <Stat label="Active ads" value={brand.activeAdCount.toLocaleString('en-US')} />
        <Stat label="Median running days" value={brand.runningDays.median.toLocaleString('en-US')} />
        <Stat label="Longest running" value={countText(brand.runningDays.longest, 'day', 'days')} />
        <Stat label="Ran 30 days or more" value={`${Math.round(brand.runningDays.over30Share * 100)}%`} />
        <Stat
          label="Ads started"
          value={
            brand.firstAdDate && brand.latestAdDate
              ? `${formatDay(brand.firstAdDate)} – ${formatDay(brand.latestAdDate)}`
              : '—'
          }
        />
      </div>
      {(platforms.length > 0 || formats.length > 0) && (
        <Text size="sm" c="gray.7">
          {platforms.length > 0 && `Platforms: ${platforms.join(' · ')}`}
          {platforms.length > 0 && formats.length > 0 && ' — '}
          {formats.length > 0 && `Formats: ${formats.join(' · ')}`}
        </Text>
      )}
    </Stack>
  );
}

function AdCard({ ad, onOpen }: { ad: DiscoverAd; onOpen: () => void }) {
  const first = ad.assets[0];
  const still = mediaUrl(first?.type === 'video' ? first.thumbnailURL : (first?.thumbnailURL ?? first?.url));
  const summary = ad.title ?? ad.body;
  return (
    <button type="button" className={classes.card} onClick={onOpen}>
      <div className={classes.cardMedia}>
        {still ? <img src={still} alt="" loading="lazy" /> : <IconPhotoOff size={28} aria-hidden />}
        {first?.type === 'video' && (
          <span className={classes.cardBadge}>
            <IconPlayerPlayFilled size={10} aria-hidden /> Video
          </span>
        )}
      </div>
      <div className={classes.cardBody}>
        <Text size="sm" fw={500} className={classes.clamp}>
          {summary.trim() === '' ? `${ad.brand.name} ad` : summary}
        </Text>
        <Text size="xs" c="gray.7" mt={6}>
          {runDatesText(ad)}
        </Text>
      </div>
    </button>
  );
}

interface SharedBrandViewProps {
  brand: BrandDetail;
  ads: DiscoverAd[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  downloadable: boolean;
}

/** A shared brand, read-only: its header, its numbers, and its ads a page at a time, each opening in full. */
export function SharedBrandView({
  brand,
  ads,
  total,
  page,
  pageSize,
  onPage,
  downloadable,
}: SharedBrandViewProps) {
  const [openAd, setOpenAd] = useState<DiscoverAd | null>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="xl">
      <BrandHeader brand={brand} />
      <BrandStats brand={brand} />
      <Stack gap="md" component="section" aria-labelledby="shared-brand-ads">
        <Group justify="space-between">
          <Title order={2} fz={18} id="shared-brand-ads">
            Ads
          </Title>
          <Text size="sm" c="gray.7">
            {countText(total, 'ad', 'ads')}, newest first
          </Text>
        </Group>
        {ads.length === 0 ? (
          <Text c="gray.7">This brand has no ads in the library yet.</Text>
        ) : (
          <ul className={classes.grid} aria-label="Ads" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ads.map((ad) => (
              <li key={ad._id}>
                <AdCard ad={ad} onOpen={() => setOpenAd(ad)} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={onPage}
              aria-label="Pages of ads"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
              })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Group>
        )}
      </Stack>
      <Modal
        {...DIALOG_PROPS}
        opened={openAd !== null}
        onClose={() => setOpenAd(null)}
        title={openAd ? `${openAd.brand.name} ad` : 'Ad'}
        size="min(1200px, 94vw)"
        radius="lg"
      >
        {openAd && <SharedAdDetails ad={openAd} downloadable={downloadable} headingOrder={2} />}
      </Modal>
    </Stack>
  );
}
