import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_INDUSTRY_LABELS,
  TEMPLATE_SEASON_LABELS,
  TEMPLATE_SEASONS,
  TEMPLATE_THEME_LABELS,
  TEMPLATE_THEMES,
  type TemplateSeason,
} from '@hookline/domain';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/LoadError.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { useCanvaCallback } from '../imports/use-canva-callback.ts';
import { YourDesigns } from '../imports/YourDesigns.tsx';
import { NoTemplates } from '../list/ListStates.tsx';
import { EMPTY_LIST_PARAMS } from '../list/list-params.ts';
import { TemplateCard } from '../list/TemplateCard.tsx';
import { templatesOf, useTemplateList } from '../list/use-template-list.ts';
import { TemplatesArea, type TemplatesContext } from '../shared/TemplatesArea.tsx';
import { useTemplateUsageLine } from '../shared/use-template-usage.ts';
import pageClasses from '../shared/TemplatesPage.module.css';
import { cardPreview } from '../template-labels.ts';
import { templatesPaths } from '../templates-paths.ts';
import classes from './EntryPage.module.css';
import { SEASON_INTROS } from './SeasonalPage.tsx';

/** How many of the newest templates the entry features. */
const FEATURED_COUNT = 10;

/** `templates/entry`: where Ad Templates starts: new templates, the seasonal sets, industries and angles. */
export function EntryPage() {
  return (
    <TemplatesArea>{(context) => <Entry key={context.workspace._id} context={context} />}</TemplatesArea>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `entry-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} fz={18} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  );
}

function Entry({ context }: { context: TemplatesContext }) {
  const { workspace, org, canUse } = context;
  const usage = useTemplateUsageLine(canUse ? org?._id : undefined, org?.name);
  const featured = useTemplateList({ workspaceId: workspace._id, filters: {}, sort: 'newest' });
  const newest = templatesOf(featured.data).slice(0, FEATURED_COUNT);
  useCanvaCallback(workspace._id);

  let featuredContent: ReactNode;
  if (featured.isPending) {
    featuredContent = (
      <div className={classes.featured} role="status" aria-busy="true" aria-label="Loading new templates">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className={classes.featuredSkeleton} radius="md" />
        ))}
      </div>
    );
  } else if (featured.isError) {
    featuredContent = (
      <LoadError
        what="the new templates"
        onRetry={() => void featured.refetch()}
        retrying={featured.isRefetching}
      />
    );
  } else if (newest.length === 0) {
    featuredContent = (
      <NoTemplates params={EMPTY_LIST_PARAMS} filtered={false} onShowAll={() => undefined} atEntry />
    );
  } else {
    featuredContent = (
      <div className={classes.featured} role="list" aria-label="New templates">
        {newest.map((template) => (
          <div role="listitem" key={template._id}>
            <TemplateCard template={template} workspaceId={workspace._id} canFavourite={canUse} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={pageClasses.page}>
      <header className={pageClasses.header}>
        <Stack gap={4} className={pageClasses.heading}>
          <Title order={1} fz={26}>
            Ad templates
          </Title>
          <Text size="sm" c="dimmed">
            Layouts made for ads that sell: pick one for your industry and angle, fill it with your brand’s
            words, colours and product, and save the finished images to the Creative Hub.
          </Text>
          {usage && (
            <Text size="sm" fw={500}>
              {usage}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {canUse && (
            <Button
              variant="default"
              component={Link}
              to={templatesPaths.discover({ favourite: true })}
              leftSection={<IconHeart size={16} aria-hidden />}
            >
              Your favourites
            </Button>
          )}
          <Button
            component={Link}
            to={templatesPaths.discover()}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            Browse all templates
          </Button>
        </Group>
      </header>

      <Section
        title="New in the library"
        action={
          <Button variant="subtle" size="compact-sm" component={Link} to={templatesPaths.discover()}>
            See all templates
          </Button>
        }
      >
        {featuredContent}
      </Section>

      <Section title="Your designs">
        <YourDesigns context={context} />
      </Section>

      <Section title="Seasonal sets">
        <div className={classes.seasons}>
          {TEMPLATE_SEASONS.map((season) => (
            <SeasonCard key={season} season={season} workspaceId={workspace._id} />
          ))}
        </div>
      </Section>

      <Section title="Start from your industry">
        <ul className={classes.chips}>
          {TEMPLATE_INDUSTRIES.map((industry) => (
            <li key={industry}>
              <Link className={classes.chip} to={templatesPaths.discover({ industry })}>
                {TEMPLATE_INDUSTRY_LABELS[industry]}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Start from an angle">
        <ul className={classes.chips}>
          {TEMPLATE_THEMES.map((theme) => (
            <li key={theme}>
              <Link className={classes.chip} to={templatesPaths.discover({ theme })}>
                {TEMPLATE_THEME_LABELS[theme]}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** A seasonal set's card: its newest template as the cover, how many it holds, and the way to its page. */
function SeasonCard({ season, workspaceId }: { season: TemplateSeason; workspaceId: string }) {
  const list = useTemplateList({ workspaceId, filters: { season }, sort: 'newest' });
  const covers = templatesOf(list.data).slice(0, 3);
  const total = list.data?.pages[0]?.total;
  return (
    <Link to={templatesPaths.season(season)} className={classes.season} data-season={season}>
      <div className={classes.seasonText}>
        <Text fw={700} fz={20} className={classes.seasonName}>
          {TEMPLATE_SEASON_LABELS[season]}
        </Text>
        <Text size="sm" className={classes.seasonIntro}>
          {SEASON_INTROS[season]}
        </Text>
        <Text size="sm" fw={600} className={classes.seasonIntro}>
          {total === undefined ? 'See the set' : `${total.toLocaleString('en-US')} templates`}
          <IconArrowRight size={14} aria-hidden className={classes.seasonArrow} />
        </Text>
      </div>
      <div className={classes.covers} aria-hidden>
        {covers.map((template) => {
          const src = safeImageUrl(cardPreview(template)?.url ?? null);
          return src ? <img key={template._id} src={src} alt="" className={classes.cover} /> : null;
        })}
      </div>
    </Link>
  );
}
