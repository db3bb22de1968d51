import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';
import { bandOffset, SETTINGS_BUTTON_SIZE } from '../layouts/floating-space.ts';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export type SettingsButtonProps = {
  onClick: () => void;
  expanded: boolean;
};

/**
 * The floating button on the window's edge that opens the theme settings: at the bottom end, in
 * the band the shell keeps free of content (see floating-space.ts).
 */
export function SettingsButton({ onClick, expanded }: SettingsButtonProps) {
  const { t } = useTranslation();
  const label = t('settingsPanel.open');
  return (
    <Tooltip title={label} placement="top">
      <ButtonBase
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        data-testid="settings-button"
        onClick={onClick}
        sx={(theme) => ({
          position: 'fixed',
          bottom: bandOffset(SETTINGS_BUTTON_SIZE),
          insetInlineEnd: 0,
          zIndex: theme.zIndex.drawer - 1,
          width: SETTINGS_BUTTON_SIZE,
          height: SETTINGS_BUTTON_SIZE,
          borderStartStartRadius: 12,
          borderEndStartRadius: 12,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: theme.shadows[6],
          transition: theme.transitions.create(['width', 'background-color']),
          // Grows on hover only into the room the band keeps for it.
          '&:hover': { width: SETTINGS_BUTTON_SIZE + 8, bgcolor: 'primary.dark' },
          '& svg': {
            fontSize: 22,
            animation:
              theme.transitions.duration.standard > 0 ? `${spin} 6s linear infinite` : 'none',
          },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
        })}
      >
        <SettingsOutlined />
      </ButtonBase>
    </Tooltip>
  );
}
