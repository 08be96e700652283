import type { Template } from '@hookline/domain';
import { Badge, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import { templatesPaths } from '../templates-paths.ts';
import { cardPreview, seasonLabel, SOURCE_LABELS, templateFacts } from '../template-labels.ts';
import { FavouriteToggle } from './FavouriteToggle.tsx';
import classes from './TemplateCard.module.css';

interface TemplateCardProps {
  template: Template;
  workspaceId: string;
  /** Members favourite; guests browse only. */
  canFavourite: boolean;
  /** A seasonal page's cards don't each repeat the page's season. */
  showSeason?: boolean;
}

/** A template in a grid: its preview and name are one link to its page; the heart sits beside, not inside. */
export function TemplateCard({ template, workspaceId, canFavourite, showSeason = true }: TemplateCardProps) {
  const nameId = useId();
  const preview = cardPreview(template);
  const src = safeImageUrl(preview?.url ?? null);
  const facts = templateFacts(template);
  const season = showSeason ? seasonLabel(template) : null;
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <Link to={templatesPaths.template(template._id)} className={classes.link}>
        <div
          className={classes.media}
          style={{ aspectRatio: preview ? `${preview.width} / ${preview.height}` : '4 / 5' }}
        >
          {src && <img src={src} alt="" loading="lazy" className={classes.image} />}
        </div>
        <div className={classes.body}>
          <Text id={nameId} fw={600} size="sm" lineClamp={2} className={classes.name}>
            {template.name}
          </Text>
          {facts && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {facts}
            </Text>
          )}
        </div>
      </Link>
      <div className={classes.badges}>
        {season && (
          <Badge size="sm" variant="white" color="dark">
            {template.season === 'bfcm' ? 'BFCM' : 'Christmas'}
          </Badge>
        )}
        {template.source !== 'hookline' && (
          <Badge size="sm" variant="white" color="dark">
            {SOURCE_LABELS[template.source]}
          </Badge>
        )}
      </div>
      {canFavourite && <FavouriteToggle template={template} workspaceId={workspaceId} />}
    </article>
  );
}
