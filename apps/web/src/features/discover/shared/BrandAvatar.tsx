import { Avatar } from '@mantine/core';
import { mediaUrl } from './safe-url.ts';

/** Up to two initials of a brand's name, for when its logo is missing or fails to load. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase();
}

interface BrandAvatarProps {
  brand: { name: string; logoURL: string | null };
  size?: number;
  /** Decorative beside the brand's written name (the default); named where it stands alone. */
  decorative?: boolean;
}

/** A brand's logo, or its initials. */
export function BrandAvatar({ brand, size = 32, decorative = true }: BrandAvatarProps) {
  return (
    // Avatar shows the initials itself when the logo fails to load.
    <Avatar
      src={mediaUrl(brand.logoURL)}
      size={size}
      radius="md"
      color="hookline"
      variant="light"
      alt={decorative ? '' : `${brand.name} logo`}
      aria-hidden={decorative || undefined}
      imageProps={{ loading: 'lazy' }}
      styles={{ root: { flex: 'none', border: '1px solid var(--mantine-color-gray-2)' } }}
    >
      {initialsOf(brand.name)}
    </Avatar>
  );
}
