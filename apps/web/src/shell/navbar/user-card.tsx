import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSession } from '../../lib/session.ts';
import { DataText } from '../../components/data-text.tsx';

/** Up to two initials of a name, for the default avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : parts.slice(0, 1);
  return letters
    .map((part) => Array.from(part ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export type UserCardProps = {
  /** Only the avatar shows while the navbar is folded. */
  folded: boolean;
};

/** The signed-in user's avatar (initials when there is no photo), name and email. */
export function UserCard({ folded }: UserCardProps) {
  const { t } = useTranslation();
  const { user, signedIn } = useSession();
  const name = signedIn ? user.data.displayName : t('shell.navbar.guest');
  const email = signedIn ? user.data.email : t('shell.navbar.guestHint');
  const photo = user.data.photoURL;

  return (
    <Box
      data-testid="navbar-user-card"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mx: 1.5,
        p: folded ? 0 : 1.5,
        borderRadius: 3,
        bgcolor: folded ? 'transparent' : alpha(theme.palette.text.primary, 0.05),
        overflow: 'hidden',
        transition: theme.transitions.create(['padding', 'background-color'], { duration: 150 }),
      })}
    >
      <Avatar
        src={photo || undefined}
        alt={name}
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: '1.5rem',
          fontWeight: 600,
        }}
      >
        {initialsOf(name)}
      </Avatar>
      <Box
        sx={(theme) => ({
          minWidth: 0,
          opacity: folded ? 0 : 1,
          transition: theme.transitions.create('opacity', { duration: 150 }),
        })}
      >
        <DataText
          noWrap
          data-testid="user-display-name"
          sx={{ fontSize: '1.4rem', fontWeight: 600, lineHeight: 1.4, color: 'text.primary' }}
        >
          {name}
        </DataText>
        <DataText noWrap sx={{ fontSize: '1.2rem', color: 'text.secondary', lineHeight: 1.4 }}>
          {email}
        </DataText>
      </Box>
    </Box>
  );
}
