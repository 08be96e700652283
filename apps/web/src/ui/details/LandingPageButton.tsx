import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { NewTabNote } from '../NewTabNote.tsx';

/** An ad's call to action as the link to its landing page (a new tab), named by its words or plainly. */
export function LandingPageButton({ href, cta }: { href: string; cta: string | null }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {cta ?? 'Visit landing page'}
      <NewTabNote />
    </Button>
  );
}
