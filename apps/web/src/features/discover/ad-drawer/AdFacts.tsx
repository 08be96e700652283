import { DISCOVER_FORMAT_LABELS, type DiscoverAd } from '@hookline/domain';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { discoverPaths } from '../discover-paths.ts';
import { languageName } from '../../../ui/ad-languages.ts';
import { ctaLabel, formatDay } from '../shared/discover-format.ts';
import { httpUrl, readableUrl } from '../shared/safe-url.ts';
import classes from '../../../ui/details/ad-facts.module.css';
import drawer from './AdDrawer.module.css';
import { AdTranscript } from './AdTranscript.tsx';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import { LandingPageButton } from '../../../ui/details/LandingPageButton.tsx';
import { PlatformList } from '../../../ui/details/PlatformList.tsx';

const SOURCE_NAMES = { meta: 'Meta Ad Library', tiktok: 'TikTok Commercial Content Library' } as const;

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={classes.fact} data-wide={wide || undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A link out of Hookline: a new tab, which learns nothing of the page that opened it. */
function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" className={classes.url}>
      {children}
      <NewTabNote />
      <IconExternalLink size={13} aria-hidden className={classes.outIcon} />
    </Anchor>
  );
}

function TextSection({ title, children }: { title: string; children: string }) {
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      <Text size="sm" className={classes.copy}>
        {children}
      </Text>
    </Stack>
  );
}

/** Every fact of an ad: who ran it, where, in which languages, when and for how long, and its words. */
export function AdFacts({ ad }: { ad: DiscoverAd }) {
  const cta = ctaLabel(ad);
  const landing = httpUrl(ad.ctaURL);
  const snapshot = httpUrl(ad.snapshotURL);
  return (
    <Stack gap="lg">
      {(cta || landing) && (
        <Group gap="sm" className={drawer.ctaRow} wrap="nowrap">
          {landing ? (
            <LandingPageButton href={landing} cta={cta} />
          ) : (
            <span className={classes.ctaPill}>{cta}</span>
          )}
        </Group>
      )}
      <dl className={classes.facts}>
        <Fact term="Brand">
          <Anchor component={Link} to={discoverPaths.brand(ad.brand._id)}>
            {ad.brand.name}
          </Anchor>
        </Fact>
        <Fact term="Page">{ad.pageName}</Fact>
        <Fact term="Status">
          <Badge variant="dot" color={ad.isActive ? 'green' : 'gray'} tt="none">
            {ad.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Fact>
        <Fact term="Format">{DISCOVER_FORMAT_LABELS[ad.format]}</Fact>
        <Fact term="Platforms">
          <PlatformList platforms={ad.publisherPlatforms} />
        </Fact>
        <Fact term="Languages">
          {ad.languages.length > 0 ? ad.languages.map(languageName).join(', ') : '—'}
        </Fact>
        <Fact term="Started">{formatDay(ad.startDate)}</Fact>
        <Fact term="Ended">{ad.endDate ? formatDay(ad.endDate) : 'Still running'}</Fact>
        <Fact term="Running days">
          {ad.runningDays.toLocaleString('en-US')} {ad.runningDays === 1 ? 'day' : 'days'}
        </Fact>
        <Fact term="Call to action">{cta ?? '—'}</Fact>
        <Fact term="Landing page" wide>
          {landing ? <OutLink href={landing}>{readableUrl(landing)}</OutLink> : '—'}
        </Fact>
        <Fact term="Source">
          {SOURCE_NAMES[ad.source]}
          {snapshot && (
            <>
              {' · '}
              <OutLink href={snapshot}>View there</OutLink>
            </>
          )}
        </Fact>
        <Fact term="Library ID">
          <span className={classes.mono}>{ad.adArchiveId}</span>
        </Fact>
      </dl>
      {ad.body.trim() !== '' && <TextSection title="Copy">{ad.body}</TextSection>}
      {ad.title && <TextSection title="Headline">{ad.title}</TextSection>}
      {ad.caption && <TextSection title="Display link">{ad.caption}</TextSection>}
      {ad.format === 'video' ? (
        <AdTranscript ad={ad} />
      ) : (
        ad.transcript && <TextSection title="Transcript">{ad.transcript}</TextSection>
      )}
    </Stack>
  );
}
