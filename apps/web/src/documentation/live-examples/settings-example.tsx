import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fillText } from '../../records/area-texts.ts';
import { useSettings } from '../../shell/settings/use-settings.ts';
import { useDocumentationTexts } from '../locales/use-documentation-texts.ts';
import { LiveExampleFrame } from './live-example-frame.tsx';

/** Reads the shell settings and folds the navbar for this visit with `setSettings`. */
export function SettingsExample() {
  const texts = useDocumentationTexts().examples.settings;
  const { settings, setSettings } = useSettings();
  const folded = settings.layout.config.navbar.folded;
  return (
    <LiveExampleFrame name="settings" title={texts.title}>
      <Stack spacing={0.5}>
        <Typography>{fillText(texts.layout, { style: settings.layout.style })}</Typography>
        <Typography>{fillText(texts.direction, { direction: settings.direction })}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={folded}
              onChange={(event) =>
                setSettings({ layout: { config: { navbar: { folded: event.target.checked } } } })
              }
            />
          }
          label={texts.navbarFolded}
        />
      </Stack>
    </LiveExampleFrame>
  );
}
