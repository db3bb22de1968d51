import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export type SettingsButtonProps = {
  onClick: () => void;
  expanded: boolean;
};

/** The floating button at the window's side that opens the theme settings. */
export function SettingsButton({ onClick, expanded }: SettingsButtonProps) {
  const { t } = useTranslation();
  const label = t('settingsPanel.open');
  return (
    <Tooltip title={label} placement="left">
      <ButtonBase
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        data-testid="settings-button"
        onClick={onClick}
        sx={(theme) => ({
          position: 'fixed',
          top: '50%',
          insetInlineEnd: 0,
          zIndex: theme.zIndex.drawer - 1,
          width: 44,
          height: 44,
          borderStartStartRadius: 12,
          borderEndStartRadius: 12,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: theme.shadows[6],
          transition: theme.transitions.create(['width', 'background-color']),
          '&:hover': { width: 52, bgcolor: 'primary.dark' },
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
