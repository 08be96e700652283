import type { AdPreview } from '@hookline/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import classes from './CreativePreviewDrawer.module.css';
import { httpUrl } from './safe-url.ts';

/** A platform's constant in words: `SHOP_NOW` → "Shop now", `audience_network` → "Audience network". */
export function humanise(text: string): string {
  const words = text.replace(/_/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : words;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The ad's words and where it runs. Copy is shown as text with its line breaks, never as HTML. */
export function AdDetails({ preview }: { preview: AdPreview }) {
  const landingPage = httpUrl(preview.landingPage);
  return (
    <dl className={classes.details}>
      {preview.copy && (
        <Detail term="Copy">
          <Text size="sm" className={classes.copy}>
            {preview.copy}
          </Text>
        </Detail>
      )}
      {preview.headline && <Detail term="Headline">{preview.headline}</Detail>}
      {preview.landingPage && (
        <Detail term="Landing page">
          {landingPage ? (
            <Anchor
              href={landingPage}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className={classes.url}
            >
              {preview.landingPage}
            </Anchor>
          ) : (
            <span className={classes.url}>{preview.landingPage}</span>
          )}
        </Detail>
      )}
      {preview.callToAction && <Detail term="Call to action">{humanise(preview.callToAction)}</Detail>}
      {preview.campaignName && <Detail term="Campaign">{preview.campaignName}</Detail>}
      {preview.adsetName && <Detail term="Ad set">{preview.adsetName}</Detail>}
      {preview.launchedAt && (
        <Detail term="Launched">{dayjs(preview.launchedAt).format('MMM D, YYYY')}</Detail>
      )}
      {preview.publisherPlatforms.length > 0 && (
        <Detail term="Publisher platforms">
          <Group gap={4} component="span">
            {preview.publisherPlatforms.map((platform) => (
              <Badge key={platform} variant="light" color="gray" size="sm" tt="none">
                {humanise(platform)}
              </Badge>
            ))}
          </Group>
        </Detail>
      )}
    </dl>
  );
}
