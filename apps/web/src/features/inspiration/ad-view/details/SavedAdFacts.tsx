import { DISCOVER_FORMAT_LABELS, INSPIRATION_SOURCE_LABELS, type InspirationFile } from '@hookline/domain';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { fullDate } from '../../../../ui/comments/RelativeTime.tsx';
import { formatDay, httpUrl, readableUrl, sourceLinkText, sourcePageUrl } from '../saved-ad-format.ts';
import classes from '../../../../ui/details/ad-facts.module.css';
import details from './details.module.css';
import { NewTabNote } from '../../../../ui/NewTabNote.tsx';
import { LandingPageButton } from '../../../../ui/details/LandingPageButton.tsx';
import { PlatformList } from '../../../../ui/details/PlatformList.tsx';

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={classes.fact} data-wide={wide || undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" className={classes.url}>
      {children}
      <NewTabNote />
      <IconExternalLink size={13} aria-hidden className={classes.outIcon} />
    </Anchor>
  );
}

/** One of the ad's texts under its heading, line breaks kept. */
export function AdTextSection({ title, children }: { title: string; children: string }) {
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

interface SavedAdFactsProps {
  file: InspirationFile;
  /** The texts are edited elsewhere (a manual upload's form): only the facts are shown here. */
  withoutTexts?: boolean;
  /** The share page shows no one's name. */
  withoutSaver?: boolean;
}

/**
 * A saved ad's facts, read-only: its call to action with its address, its status, format, platforms and
 * dates, where it was read, who saved it and when, then its words (ad text, headline, caption).
 */
export function SavedAdFacts({ file, withoutTexts = false, withoutSaver = false }: SavedAdFactsProps) {
  const landing = httpUrl(file.ctaURL);
  const source = sourcePageUrl(file);
  const sourceText = sourceLinkText(file);
  const cta = file.ctaText?.trim() || null;
  return (
    <Stack gap="lg">
      {(cta || landing) && (
        <div>
          {landing ? (
            <LandingPageButton href={landing} cta={cta} />
          ) : (
            <span className={classes.ctaPill}>{cta}</span>
          )}
        </div>
      )}
      <dl className={`${classes.facts} ${details.facts}`}>
        <Fact term="Status">
          <Badge variant="dot" color={file.is_active ? 'green' : 'gray'} tt="none">
            {file.is_active ? 'Active' : 'Inactive'}
          </Badge>
        </Fact>
        <Fact term="Format">{DISCOVER_FORMAT_LABELS[file.format]}</Fact>
        <Fact term="Started">{file.start_date ? formatDay(file.start_date) : '—'}</Fact>
        <Fact term="Ended">
          {file.end_date ? formatDay(file.end_date) : file.is_active ? 'Still running' : '—'}
        </Fact>
        <Fact term="Platforms">
          <PlatformList platforms={file.publisher_platform} />
        </Fact>
        <Fact term="Landing page" wide>
          {landing ? <OutLink href={landing}>{readableUrl(landing)}</OutLink> : '—'}
        </Fact>
        <Fact term="Source">
          {sourceText && source ? (
            <OutLink href={source}>{sourceText}</OutLink>
          ) : (
            INSPIRATION_SOURCE_LABELS[file.source]
          )}
        </Fact>
        {file.adArchiveId && (
          <Fact term="Library ID">
            <span className={classes.mono}>{file.adArchiveId}</span>
          </Fact>
        )}
        {!withoutSaver && (
          <Fact term="Saved">
            <span title={fullDate(file.createdAt)}>
              {formatDay(file.createdAt)} by {file.savedBy.name}
            </span>
          </Fact>
        )}
      </dl>
      {!withoutTexts && (
        <>
          {file.body.trim() !== '' && <AdTextSection title="Ad text">{file.body}</AdTextSection>}
          {file.title && <AdTextSection title="Headline">{file.title}</AdTextSection>}
          {file.caption && <AdTextSection title="Caption">{file.caption}</AdTextSection>}
        </>
      )}
    </Stack>
  );
}
