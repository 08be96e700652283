import { DISCOVER_CTA_LABELS, type DetectiveCopy } from '@hookline/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useOpenAds } from '../ads-opener.tsx';
import { OFFER_LABELS, plural } from '../dashboard-labels.ts';
import { AdsButton, EmptyMenu, Panel } from '../FigureParts.tsx';
import classes from '../DetectiveDashboard.module.css';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A clipped quote for a list's title. */
const clip = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Copy and hooks: the words the brand bets on, each with the ads that say them. */
export function CopyMenu({ data }: { data: DetectiveCopy }) {
  const openAds = useOpenAds();
  const { period } = data;
  if (
    data.openingLines.length === 0 &&
    data.phrases.length === 0 &&
    data.offers.length === 0 &&
    data.ctas.length === 0
  ) {
    return (
      <EmptyMenu
        message={`No ad copy of this brand in the last ${plural(period.days, 'day')}.`}
        hint="Its ads may carry no text, or none ran in the period: try a longer duration."
      />
    );
  }
  return (
    <div className={classes.grid}>
      <Panel
        wide
        title="Opening lines"
        description="The first line of each ad's copy, quoted as written; identical hooks grouped, most ads first."
      >
        {data.openingLines.length === 0 ? (
          <Text size="sm" c="dimmed">
            No opening lines in this period.
          </Text>
        ) : (
          <Stack component="ol" gap="sm" style={listStyle} aria-label="Opening lines">
            {data.openingLines.map((line) => (
              <li key={line.text}>
                <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
                  <blockquote className={classes.quote}>“{line.text}”</blockquote>
                  <AdsButton title={`“${clip(line.text)}”`} ads={line.ads} />
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Panel>
      <Panel
        title="Recurring phrases"
        description="Two- and three-word phrases of the copy, counted once per ad."
      >
        {data.phrases.length === 0 ? (
          <Text size="sm" c="dimmed">
            No phrase recurs in this period.
          </Text>
        ) : (
          <Group gap={8} component="ul" style={listStyle} aria-label="Recurring phrases">
            {data.phrases.map((phrase) => (
              <li key={phrase.phrase}>
                <Badge
                  component="button"
                  type="button"
                  variant="default"
                  size="lg"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                  onClick={() => openAds(`“${phrase.phrase}”`, phrase.ads)}
                >
                  {phrase.phrase} · {phrase.ads.total}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Panel>
      <Panel
        title="Offers"
        description="Ads whose copy names a discount, free shipping, a bundle or a price."
      >
        {data.offers.length === 0 ? (
          <Text size="sm" c="dimmed">
            No offer in the copy of this period.
          </Text>
        ) : (
          <Stack component="ul" gap="sm" style={listStyle} aria-label="Offers">
            {data.offers.map((offer) => (
              <li key={offer.kind}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {OFFER_LABELS[offer.kind]}
                  </Text>
                  <AdsButton title={`Offer: ${OFFER_LABELS[offer.kind]}`} ads={offer.ads} />
                </Group>
                {offer.examples.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {offer.examples.map((example) => `“${example}”`).join(', ')}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
      </Panel>
      <Panel title="Calls to action" description="The ads by their button.">
        {data.ctas.length === 0 ? (
          <Text size="sm" c="dimmed">
            No call to action in this period.
          </Text>
        ) : (
          <Stack component="ul" gap={4} style={listStyle} aria-label="Calls to action">
            {data.ctas.map((cta) => (
              <li key={cta.ctaType}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{DISCOVER_CTA_LABELS[cta.ctaType]}</Text>
                  <AdsButton title={`Call to action: ${DISCOVER_CTA_LABELS[cta.ctaType]}`} ads={cta.ads} />
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Panel>
    </div>
  );
}
