import type { Expert } from '@hookline/domain';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { expertsPaths } from '../experts-paths.ts';
import { ExpertAvatar } from '../shared/ExpertAvatar.tsx';
import { expertName } from '../shared/expert-name.ts';
import { SocialIconLinks } from '../shared/SocialLinks.tsx';
import classes from './ExpertCard.module.css';

/** An expert of the directory: picture, name, headline and links; the card opens their page. */
export function ExpertCard({ expert }: { expert: Expert }) {
  const nameId = useId();
  const name = expertName(expert);
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <ExpertAvatar expert={expert} size={64} />
      <Link id={nameId} to={expertsPaths.expert(expert._id)} className={classes.name}>
        {name}
      </Link>
      <Text size="sm" c="dimmed" className={classes.headline} title={expert.headline ?? undefined}>
        {expert.headline ?? 'Expert'}
      </Text>
      <div className={classes.links}>
        <SocialIconLinks name={name} links={expert.socialMediaLinks} />
      </div>
    </article>
  );
}
