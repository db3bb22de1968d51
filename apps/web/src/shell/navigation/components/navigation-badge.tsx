import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NavigationBadge as Badge } from '../navigation-types.ts';

export type NavigationBadgeProps = {
  badge: Badge;
  sx?: SxProps<Theme>;
  className?: string;
};

/** A small count or label beside a navigation title, in the badge's own colours. */
export function NavigationBadge({ badge, sx, className }: NavigationBadgeProps) {
  return (
    <Box
      component="span"
      className={className ? `navigation-badge ${className}` : 'navigation-badge'}
      data-testid="navigation-badge"
      sx={[
        {
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          fontSize: '1.1rem',
          fontWeight: 600,
          lineHeight: 1,
          bgcolor: badge.bg ?? 'secondary.main',
          color: badge.fg ?? 'secondary.contrastText',
          transition: (theme) => theme.transitions.create('opacity'),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {badge.title}
    </Box>
  );
}
