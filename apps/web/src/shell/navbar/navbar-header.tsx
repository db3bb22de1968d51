import CloseRounded from '@mui/icons-material/CloseRounded';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '../../components/app-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { NAVBAR_TITLE } from '../navigation/navigation-config.ts';
import { TOOLBAR_HEIGHT } from '../settings/shell-constants.ts';

export type NavbarHeaderProps = {
  /** Titles fade out while the navbar is folded. */
  folded: boolean;
  /** Large screens: pin the navbar open or fold it to icons. */
  onToggleFold?: (() => void) | undefined;
  /** Whether the fold toggle shows the navbar as folded (the setting, not the hover state). */
  foldedSetting?: boolean;
  /** Small screens: close the drawer. */
  onClose?: (() => void) | undefined;
};

/** Logo, the title 'Flocks Management', and the fold toggle or the close button. */
export function NavbarHeader({ folded, onToggleFold, foldedSetting, onClose }: NavbarHeaderProps) {
  const { t } = useTranslation();
  const title = t(NAVBAR_TITLE.translate, { defaultValue: NAVBAR_TITLE.title });
  const foldLabel = foldedSetting ? t('shell.navbar.unfold') : t('shell.navbar.fold');

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        height: TOOLBAR_HEIGHT,
        minHeight: TOOLBAR_HEIGHT,
        flexShrink: 0,
        px: 1.5,
      }}
    >
      <Box
        component={RouterLink}
        to={paths.home}
        aria-label={title}
        sx={{ display: 'flex', flexShrink: 0, borderRadius: 2, ml: 0.5 }}
      >
        <AppLogo size={32} />
      </Box>
      <Typography
        component="h2"
        noWrap
        data-testid="navbar-title"
        sx={(theme) => ({
          flexGrow: 1,
          fontSize: '1.5rem',
          fontWeight: 600,
          letterSpacing: '-0.015em',
          color: 'text.primary',
          opacity: folded ? 0 : 1,
          transition: theme.transitions.create('opacity', { duration: 150 }),
        })}
      >
        {title}
      </Typography>
      {onToggleFold ? (
        <Tooltip title={foldLabel}>
          <IconButton
            size="small"
            aria-label={foldLabel}
            aria-pressed={!foldedSetting}
            data-testid="navbar-fold-toggle"
            onClick={onToggleFold}
            sx={(theme) => ({
              flexShrink: 0,
              color: 'text.secondary',
              opacity: folded ? 0 : 1,
              transition: theme.transitions.create('opacity', { duration: 150 }),
            })}
          >
            {foldedSetting ? (
              <PushPinOutlined fontSize="small" />
            ) : (
              <PushPinRounded fontSize="small" sx={{ transform: 'rotate(45deg)' }} />
            )}
          </IconButton>
        </Tooltip>
      ) : null}
      {onClose ? (
        <IconButton
          size="small"
          aria-label={t('shell.navbar.close')}
          data-testid="navbar-close"
          onClick={onClose}
          sx={{ flexShrink: 0, color: 'text.secondary' }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
