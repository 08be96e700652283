import { Avatar } from '@mantine/core';
import { safeImageUrl } from '../../../../ui/safe-image-url.ts';

/** Up to two initials of a name, for when a logo is missing or fails to load. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

/** The brand's logo beside the page's name, or the name's initials; decorative, as the name is written beside it. */
export function BrandMark({
  name,
  logoURL,
  size = 40,
}: {
  name: string;
  logoURL: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={safeImageUrl(logoURL)}
      size={size}
      radius="md"
      color="hookline"
      variant="light"
      alt=""
      aria-hidden
      styles={{ root: { flex: 'none', border: '1px solid var(--mantine-color-gray-2)' } }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
