import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

/** Up to two initials of a name: "Amina Rahman" gives "AR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export type UserAvatarProps = {
  name: string;
  photoURL?: string | undefined;
  size?: number;
  sx?: SxProps<Theme>;
  /** Hidden from screen readers where the name is said beside it. */
  'aria-hidden'?: boolean;
};

/** The user's photo, or their initials on the theme's secondary colour when there is none. */
export function UserAvatar({
  name,
  photoURL,
  size = 40,
  sx,
  'aria-hidden': hidden,
}: UserAvatarProps) {
  const initials = initialsOf(name);
  return (
    <Avatar
      aria-hidden={hidden}
      alt={hidden ? '' : name}
      src={photoURL || undefined}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 600,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials || undefined}
    </Avatar>
  );
}
