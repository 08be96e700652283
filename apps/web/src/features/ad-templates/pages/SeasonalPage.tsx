import { TEMPLATE_SEASON_LABELS, type TemplateSeason } from '@hookline/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TemplateBrowser } from '../list/TemplateBrowser.tsx';
import { TemplatesArea } from '../shared/TemplatesArea.tsx';
import classes from '../shared/TemplatesPage.module.css';
import { templatesPaths } from '../templates-paths.ts';

/** What each seasonal page says above its set. */
export const SEASON_INTROS: Readonly<Record<TemplateSeason, string>> = {
  bfcm: 'Doorbusters, countdowns and bundle offers for the biggest shopping weekend of the year.',
  christmas: 'Gift guides, last-order dates and festive offers, ready for your brand’s colours.',
};

/** `templates/bfcm` and `templates/christmas`: Discover's grid on one seasonal set, under its own header. */
export function SeasonalPage({ season }: { season: TemplateSeason }) {
  const title = TEMPLATE_SEASON_LABELS[season];
  return (
    <TemplatesArea>
      {(context) => (
        <div className={classes.page}>
          <Anchor component={Link} to={templatesPaths.entry()} className={classes.back}>
            <IconArrowLeft size={14} aria-hidden />
            Templates
          </Anchor>
          <header className={classes.seasonHeader} data-season={season}>
            <Stack gap={6}>
              <Title order={1} fz={28} className={classes.seasonTitle}>
                {title}
              </Title>
              <Text size="sm" className={classes.seasonText}>
                {SEASON_INTROS[season]}
              </Text>
            </Stack>
          </header>
          <TemplateBrowser
            key={`${context.workspace._id}-${season}`}
            context={context}
            season={season}
            label={`${title} templates`}
          />
        </div>
      )}
    </TemplatesArea>
  );
}

export function BfcmPage() {
  return <SeasonalPage season="bfcm" />;
}

export function ChristmasPage() {
  return <SeasonalPage season="christmas" />;
}
