import type { AvatarProps } from '@mantine/core';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';

interface ExpertAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'alt'> {
  expert: { firstName: string; lastName: string | null; profileImageURL: string | null };
  size: number;
  /** Decorative beside the expert's written name (the default); named where it stands alone. */
  decorative?: boolean;
}

/** The expert's picture, or their initials. */
export function ExpertAvatar({ expert, size, decorative = true, ...props }: ExpertAvatarProps) {
  return (
    <UserAvatar
      firstName={expert.firstName}
      lastName={expert.lastName ?? ''}
      imageUrl={expert.profileImageURL}
      size={size}
      radius={size}
      fz={size * 0.36}
      aria-hidden={decorative || undefined}
      {...(decorative ? { alt: '' } : {})}
      imageProps={{ loading: 'lazy' }}
      style={{ flex: 'none' }}
      {...props}
    />
  );
}
