import {
  EXPERT_SOCIAL_LABELS,
  EXPERT_SOCIAL_NETWORKS,
  type ExpertSocialLinks,
  type ExpertSocialNetwork,
} from '@hookline/domain';
import { ActionIcon, Button, Group, VisuallyHidden } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { httpLink } from './expert-name.ts';

export const NETWORK_ICONS: Record<ExpertSocialNetwork, Icon> = {
  website: IconWorld,
  x: IconBrandX,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
};

/** The links an expert gave, in the profile's order, each as a safe http(s) address. */
export function givenLinks(links: ExpertSocialLinks): { network: ExpertSocialNetwork; href: string }[] {
  return EXPERT_SOCIAL_NETWORKS.flatMap((network) => {
    const href = httpLink(links[network]);
    return href ? [{ network, href }] : [];
  });
}

/** The expert's links as small icons, each named for a screen reader ("Maya Chen on Instagram"). */
export function SocialIconLinks({ name, links }: { name: string; links: ExpertSocialLinks }) {
  const given = givenLinks(links);
  if (given.length === 0) return null;
  return (
    <Group gap={4} role="list" aria-label={`${name}’s links`}>
      {given.map(({ network, href }) => {
        const NetworkIcon = NETWORK_ICONS[network];
        const label =
          network === 'website' ? `${name}’s website` : `${name} on ${EXPERT_SOCIAL_LABELS[network]}`;
        return (
          <div role="listitem" key={network}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size={30}
              aria-label={`${label} (opens in a new tab)`}
              title={label}
            >
              <NetworkIcon size={18} stroke={1.6} aria-hidden />
            </ActionIcon>
          </div>
        );
      })}
    </Group>
  );
}

/** The expert's links as labelled buttons, for their page. */
export function SocialLinkButtons({ links }: { links: ExpertSocialLinks }) {
  const given = givenLinks(links);
  if (given.length === 0) return null;
  return (
    <Group gap="xs" role="list" aria-label="Links">
      {given.map(({ network, href }) => {
        const NetworkIcon = NETWORK_ICONS[network];
        return (
          <div role="listitem" key={network}>
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="xs"
              leftSection={<NetworkIcon size={16} stroke={1.6} aria-hidden />}
            >
              {EXPERT_SOCIAL_LABELS[network]}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          </div>
        );
      })}
    </Group>
  );
}
