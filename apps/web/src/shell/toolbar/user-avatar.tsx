import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

const COLORS = ['#1E3A5F', '#7B3F00', '#2E7D32', '#6A1B9A', '#00838F', '#AD1457', '#4E342E'];

/** Up to two initials of a name: "Amina Rahman" gives "AR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

function colorOf(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? COLORS[0] ?? '#1E3A5F';
}

export type UserAvatarProps = {
  name: string;
  photoURL?: string | undefined;
  size?: number;
  sx?: SxProps<Theme>;
};

/** The user's photo, or their initials on a colour of their own when there is none. */
export function UserAvatar({ name, photoURL, size = 40, sx }: UserAvatarProps) {
  const initials = initialsOf(name);
  return (
    <Avatar
      alt={name}
      src={photoURL || undefined}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 600,
          bgcolor: colorOf(name),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials || undefined}
    </Avatar>
  );
}
