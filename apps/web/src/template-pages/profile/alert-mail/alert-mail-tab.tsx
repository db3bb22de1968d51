import { ALERT_MAIL_MODES } from '@flockbook/contracts';
import type { AlertMailPreference } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useAlertMailTexts } from './locales/use-alert-mail-texts.ts';
import { useAlertMail, useSaveAlertMail } from './use-alert-mail.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The profile's "Alerts by mail" tab: new alerts at once, a daily digest, or none. */
export function AlertMailTab() {
  const texts = useAlertMailTexts();
  const saved = useAlertMail();
  return (
    <Card variant="outlined" component="section" sx={{ maxWidth: 640 }} data-testid="alert-mail">
      <CardContent>
        <Typography
          id="alert-mail-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {texts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {texts.intro}
        </Typography>
        {saved.isSuccess ? (
          <AlertMailForm key={JSON.stringify(saved.data)} initial={saved.data} />
        ) : saved.isError ? (
          <ErrorState error={saved.error} onRetry={() => void saved.refetch()} />
        ) : (
          <LoadingState label={texts.loading} />
        )}
      </CardContent>
    </Card>
  );
}

function AlertMailForm({ initial }: { initial: AlertMailPreference }) {
  const texts = useAlertMailTexts();
  const save = useSaveAlertMail();
  const [choice, setChoice] = useState(initial);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choice);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormControl>
        <RadioGroup
          aria-labelledby="alert-mail-title"
          name="alert-mail-mode"
          value={choice.mode}
          onChange={(_event, mode) => {
            const found = ALERT_MAIL_MODES.find((value) => value === mode);
            if (found) setChoice({ ...choice, mode: found });
          }}
        >
          {ALERT_MAIL_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={texts.modes[mode]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {choice.mode === 'digest' ? (
        <TextField
          select
          label={texts.digestHour}
          helperText={texts.digestHourHint}
          value={choice.digestHour}
          onChange={(event) => setChoice({ ...choice, digestHour: Number(event.target.value) })}
          sx={{ maxWidth: 320 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'alert-mail-hour' } } }}
        >
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={hour} dir="ltr">
              {hourText(hour)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
        {save.isSuccess ? (
          <Typography role="status" color="success.main">
            {texts.saved}
          </Typography>
        ) : null}
      </Box>
      {save.isError ? <Alert severity="error">{texts.saveFailed}</Alert> : null}
    </Box>
  );
}
