import CloseRounded from '@mui/icons-material/CloseRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { isMobileDevice } from '../settings/custom-scrollbars.tsx';
import {
  LAYOUT_OPTIONS_NOTE,
  LAYOUT_STYLE_DESCRIPTIONS,
  writeLayoutValue,
} from '../settings/layout-options.ts';
import { changeLayoutStyle } from '../settings/merge-settings.ts';
import { SETTINGS_PANEL_MAX_WIDTH, SETTINGS_PANEL_WIDTH } from '../settings/shell-constants.ts';
import { DIRECTIONS } from '../settings/settings-types.ts';
import type { LayoutStyle } from '../settings/settings-types.ts';
import { useSettings } from '../settings/use-settings.ts';
import type { ThemeSlots } from '../themes/create-shell-theme.ts';
import { LayoutOptionsForm } from './layout-options-form.tsx';
import { LayoutStyleChoice } from './layout-style-choice.tsx';
import { ThemeSlotChoice } from './theme-slot-choice.tsx';

const THEME_SLOTS: readonly (keyof ThemeSlots)[] = ['main', 'navbar', 'toolbar', 'footer'];

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 3, py: 2.5 }}>
      <Typography
        id={id}
        component="h3"
        sx={{
          mb: 2,
          fontSize: '1.2rem',
          fontWeight: 600,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: 'text.secondary',
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SubTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} sx={{ fontSize: '1.3rem', fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

export type SettingsPanelProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The theme settings drawer (380 wide, at most 90% of the window): layout style and options,
 * direction, a theme for each part of the shell, custom scrollbars and animations. Every change
 * becomes the user's default settings (saved for a signed-in user).
 */
export function SettingsPanel({ open, onClose }: SettingsPanelProps) {
  const { t } = useTranslation();
  const { settings, setDefaultSettings } = useSettings();
  const titleId = useId();
  const layoutId = useId();
  const styleId = useId();
  const themeId = useId();
  const directionId = useId();
  const mobile = isMobileDevice();
  const style = settings.layout.style;
  const description = LAYOUT_STYLE_DESCRIPTIONS[style];

  const changeStyle = (next: LayoutStyle) =>
    setDefaultSettings({ layout: changeLayoutStyle(settings, next).layout });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: SETTINGS_PANEL_WIDTH, maxWidth: SETTINGS_PANEL_MAX_WIDTH },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <Box
        data-testid="settings-panel"
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 3,
            minHeight: 64,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id={titleId}
            component="h2"
            sx={{ flex: 1, fontSize: '1.8rem', fontWeight: 600 }}
          >
            {t('settingsPanel.title')}
          </Typography>
          <IconButton aria-label={t('settingsPanel.close')} onClick={onClose} edge="end">
            <CloseRounded />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
          <Section title={t('settingsPanel.layout')} id={layoutId}>
            <SubTitle id={styleId}>{t('settingsPanel.layoutStyle')}</SubTitle>
            <LayoutStyleChoice value={style} onChange={changeStyle} labelId={styleId} />
            <Box sx={{ mt: 2 }}>
              <LayoutOptionsForm
                options={description.options}
                config={settings.layout.config}
                onChange={(path, value) =>
                  setDefaultSettings({
                    layout: { config: writeLayoutValue(settings.layout.config, path, value) },
                  })
                }
              />
            </Box>
            <Box
              data-testid="layout-options-note"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                mt: 1.5,
                color: 'text.secondary',
                fontSize: '1.2rem',
              }}
            >
              <InfoOutlined sx={{ fontSize: 16 }} />
              {t(LAYOUT_OPTIONS_NOTE.translate)}
            </Box>
            <Box sx={{ mt: 2.5 }}>
              <SubTitle id={directionId}>{t('settingsPanel.direction')}</SubTitle>
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                aria-labelledby={directionId}
                value={settings.direction}
                onChange={(_event, value: unknown) => {
                  const direction = DIRECTIONS.find((entry) => entry === value);
                  if (direction) setDefaultSettings({ direction });
                }}
              >
                {DIRECTIONS.map((direction) => (
                  <ToggleButton
                    key={direction}
                    value={direction}
                    data-testid={`direction-${direction}`}
                    sx={{ fontWeight: 600, fontSize: '1.3rem' }}
                  >
                    {t(`settingsPanel.${direction}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
          </Section>
          <Divider />
          <Section title={t('settingsPanel.theme')} id={themeId}>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
            >
              {THEME_SLOTS.map((slot) => (
                <ThemeSlotChoice
                  key={slot}
                  slot={slot}
                  value={settings.theme[slot]}
                  onChange={(name) => setDefaultSettings({ theme: { [slot]: name } })}
                />
              ))}
            </Box>
          </Section>
          <Divider />
          <Box sx={{ px: 3, py: 1.5, display: 'flex', flexDirection: 'column' }}>
            <FormControlLabel
              labelPlacement="start"
              label={t('settingsPanel.customScrollbars')}
              disabled={mobile}
              control={
                <Switch
                  checked={settings.customScrollbars && !mobile}
                  onChange={(_event, value) => setDefaultSettings({ customScrollbars: value })}
                  data-testid="custom-scrollbars-switch"
                />
              }
              sx={{
                mx: 0,
                justifyContent: 'space-between',
                '& .MuiFormControlLabel-label': { fontWeight: 600, fontSize: '1.3rem' },
              }}
            />
            <FormControlLabel
              labelPlacement="start"
              label={t('settingsPanel.animations')}
              control={
                <Switch
                  checked={settings.animations}
                  onChange={(_event, value) => setDefaultSettings({ animations: value })}
                  data-testid="animations-switch"
                />
              }
              sx={{
                mx: 0,
                justifyContent: 'space-between',
                '& .MuiFormControlLabel-label': { fontWeight: 600, fontSize: '1.3rem' },
              }}
            />
          </Box>
        </Box>
      </Box>
    </Drawer>
  );
}
