import { DISCOVER_FORMAT_LABELS, DISCOVER_PLATFORM_LABELS, type DiscoverAd } from '@hookline/domain';
import { Anchor, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPhotoOff } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './discover-share.module.css';
import { AdAssetView } from '../shared/AdAssetView.tsx';
import { ctaLabel, formatDay, runningDaysText } from '../shared/discover-format.ts';
import { httpUrl, mediaUrl, readableUrl } from '../shared/safe-url.ts';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import { LandingPageButton } from '../../../ui/details/LandingPageButton.tsx';

const ASSET_CLASSES = { media: classes.media, noMedia: classes.noMedia };

/** The ad's media, large: its image, its video with controls, or each card of a carousel in turn. */
function AdMedia({ ad, downloadable }: { ad: DiscoverAd; downloadable: boolean }) {
  const name = ad.title ? `${ad.brand.name} ad: ${ad.title}` : `${ad.brand.name} ad`;
  if (ad.assets.length === 0) {
    return (
      <Stack align="center" justify="center" gap={4} className={`${classes.mediaFrame} ${classes.noMedia}`}>
        <IconPhotoOff size={32} stroke={1.4} aria-hidden />
        <Text size="sm">This ad has no media</Text>
      </Stack>
    );
  }
  const count = ad.assets.length;
  return (
    <Stack
      gap="md"
      component={count > 1 ? 'ol' : 'div'}
      p={0}
      m={0}
      aria-label={count > 1 ? `${count} cards` : undefined}
    >
      {ad.assets.map((asset, index) => {
        const label = count > 1 ? `${name}, card ${index + 1} of ${count}` : name;
        const source = mediaUrl(asset.url);
        return (
          <Stack
            key={`${asset.url}-${index}`}
            gap={6}
            component={count > 1 ? 'li' : 'div'}
            style={{ listStyle: 'none' }}
          >
            <div className={classes.mediaFrame}>
              <AdAssetView asset={asset} label={label} classNames={ASSET_CLASSES} />
            </div>
            {downloadable && source && (
              <Group justify="flex-end">
                <Button
                  component="a"
                  href={source}
                  download
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                >
                  Download {asset.type === 'video' ? 'video' : 'image'}
                  {count > 1 && <VisuallyHidden component="span"> {index + 1}</VisuallyHidden>}
                </Button>
              </Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? classes.wideFact : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function TextSection({ title, children }: { title: string; children: string }) {
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} fz="sm" c="gray.7" id={id}>
        {title}
      </Title>
      <Text size="sm" className={classes.copy}>
        {children}
      </Text>
    </Stack>
  );
}

interface SharedAdDetailsProps {
  ad: DiscoverAd;
  /** The link lets its viewers download the media. */
  downloadable: boolean;
  /** The heading level of the brand's name: 1 on an ad's own page, 2 inside a brand's. */
  headingOrder?: 1 | 2;
}

/**
 * One shared ad, read-only: its brand, its media (videos with controls), its copy and headline, its call
 * to action, where and when it ran, and for how long.
 */
export function SharedAdDetails({ ad, downloadable, headingOrder = 1 }: SharedAdDetailsProps) {
  const cta = ctaLabel(ad);
  const landing = httpUrl(ad.ctaURL);
  const logo = mediaUrl(ad.brand.logoURL);
  return (
    <div className={classes.adLayout}>
      <div className={classes.mediaColumn}>
        <AdMedia ad={ad} downloadable={downloadable} />
      </div>
      <Stack gap="lg" miw={0}>
        <Group gap="sm" wrap="nowrap">
          {logo && <img src={logo} alt="" className={classes.logoSmall} />}
          <Stack gap={0} miw={0}>
            <Title order={headingOrder} fz={22}>
              {ad.brand.name}
            </Title>
            {ad.pageName !== ad.brand.name && (
              <Text size="sm" c="gray.7">
                {ad.pageName}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Badge variant="dot" color={ad.isActive ? 'green' : 'gray'} tt="none">
            {ad.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {runningDaysText(ad)}
          </Badge>
        </Group>
        {ad.title && <TextSection title="Headline">{ad.title}</TextSection>}
        {ad.body.trim() !== '' && <TextSection title="Copy">{ad.body}</TextSection>}
        {(cta || landing) && (
          <Group>
            {landing ? (
              <LandingPageButton href={landing} cta={cta} />
            ) : (
              <Badge size="lg" variant="light" tt="none">
                {cta}
              </Badge>
            )}
          </Group>
        )}
        <dl className={classes.facts}>
          <Fact term="Call to action">{cta ?? '—'}</Fact>
          <Fact term="Format">{DISCOVER_FORMAT_LABELS[ad.format]}</Fact>
          <Fact term="Platforms">
            {ad.publisherPlatforms.length > 0
              ? ad.publisherPlatforms.map((platform) => DISCOVER_PLATFORM_LABELS[platform]).join(', ')
              : '—'}
          </Fact>
          <Fact term="Started">{formatDay(ad.startDate)}</Fact>
          <Fact term="Ended">{ad.endDate ? formatDay(ad.endDate) : 'Still running'}</Fact>
          <Fact term="Running days">{ad.runningDays.toLocaleString('en-US')}</Fact>
          <Fact term="Landing page" wide>
            {landing ? (
              <Anchor href={landing} target="_blank" rel="noopener noreferrer" size="sm">
                {readableUrl(landing)}
                <NewTabNote />
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
        </dl>
        {ad.caption && <TextSection title="Display link">{ad.caption}</TextSection>}
        {ad.transcript && <TextSection title="Transcript">{ad.transcript}</TextSection>}
      </Stack>
    </div>
  );
}
