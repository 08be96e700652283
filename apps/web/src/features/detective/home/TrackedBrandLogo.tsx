import { Avatar } from '@mantine/core';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';

/** Up to two initials of a brand's name, shown when its logo is missing or fails to load. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase();
}

/** A tracked brand's logo, or its initials; decorative beside its written name. */
export function TrackedBrandLogo({
  brand,
  size = 44,
}: {
  brand: { name: string; logoURL: string | null };
  size?: number;
}) {
  return (
    <Avatar
      src={safeImageUrl(brand.logoURL)}
      size={size}
      radius="md"
      color="hookline"
      variant="light"
      alt=""
      aria-hidden
      imageProps={{ loading: 'lazy' }}
      styles={{ root: { flex: 'none', border: '1px solid var(--mantine-color-gray-2)' } }}
    >
      {initialsOf(brand.name)}
    </Avatar>
  );
}
