import { Avatar, type AvatarProps } from '@mantine/core';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  firstName: string;
  lastName: string;
  imageUrl: string | null | undefined;
}

export function initialsOf(firstName: string, lastName: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return initials || '?';
}

/** The profile image, or the user's initials on the brand colour. */
export function UserAvatar({ firstName, lastName, imageUrl, ...props }: UserAvatarProps) {
  return (
    <Avatar
      src={imageUrl ?? null}
      color="hookline"
      variant="filled"
      alt={`${firstName} ${lastName}`.trim()}
      {...props}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
