import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '../../components/app-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { NAVBAR_TITLE } from '../navigation/navigation-config.ts';

export type NavbarBrandProps = {
  /** The title hides on narrow screens, leaving the logo. */
  compact?: boolean;
};

/** The logo and the title 'Flocks Management', leading to the home page. */
export function NavbarBrand({ compact = false }: NavbarBrandProps) {
  const { t } = useTranslation();
  const title = t(NAVBAR_TITLE.translate, { defaultValue: NAVBAR_TITLE.title });
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      data-testid="navbar-brand"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        flexShrink: 0,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        pr: 1,
      }}
    >
      <AppLogo size={36} />
      <Typography
        component="span"
        noWrap
        sx={{
          fontSize: '1.6rem',
          fontWeight: 600,
          letterSpacing: '-0.01em',
          display: compact ? { xs: 'none', lg: 'block' } : 'block',
        }}
      >
        {title}
      </Typography>
    </Box>
  );
}
