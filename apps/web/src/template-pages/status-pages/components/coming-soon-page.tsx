import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@flockbook/contracts';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { translateAuthMessage } from '../../../features/auth/auth-messages.ts';
import { fillText } from '../../../records/area-texts.ts';
import { intlLocale } from '../../../records/number-format.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useStatusPagesTexts } from '../locales/use-status-pages-texts.ts';
import { countdownParts, launchDate } from './countdown.ts';
import { StatusFrame } from './status-frame.tsx';

const notifySchema = z.object({
  email: z.string().trim().min(1, authMessages.invalidEmail).email(authMessages.invalidEmail),
});
type NotifyValues = z.infer<typeof notifySchema>;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /pages/coming-soon: a live countdown to a launch 30 days ahead and a "notify me" field. The
 * address is only checked and thanked for: this is a template page, so nothing is sent to the
 * server (a product would post it to its mailing list here).
 */
export function ComingSoonPage() {
  const texts = useStatusPagesTexts().comingSoon;
  const { t } = useTranslation();
  const locale = intlLocale(useShellLanguage());
  const [launch] = useState(() => launchDate(new Date()));
  const parts = countdownParts(launch, useNow());
  const [thanked, setThanked] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NotifyValues>({
    resolver: zodResolver(notifySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => setThanked(email));
  const launchText = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(launch);

  return (
    <StatusFrame
      art={<HourglassTopOutlined sx={{ fontSize: 72 }} />}
      title={texts.title}
      body={texts.body}
    >
      <Box
        role="timer"
        aria-label={fillText(texts.countdownLabel, { date: launchText })}
        data-testid="countdown"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1.5, width: '100%' }}
      >
        {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
          <Paper key={unit} variant="outlined" sx={{ py: 2 }}>
            <Typography
              data-testid={`countdown-${unit}`}
              sx={{ fontSize: '3.2rem', fontWeight: 600, lineHeight: 1.1 }}
            >
              {new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(parts[unit])}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.units[unit]}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {fillText(texts.countdownLabel, { date: launchText })}
      </Typography>
      {thanked ? (
        <Alert severity="success" data-testid="coming-soon-thanks" sx={{ width: '100%' }}>
          {fillText(texts.thanks, { email: thanked })}
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ width: '100%', alignItems: 'flex-start' }}
        >
          <TextField
            {...register('email')}
            type="email"
            label={texts.email}
            autoComplete="email"
            fullWidth
            error={formState.errors.email !== undefined}
            helperText={translateAuthMessage(formState.errors.email?.message, t)}
          />
          <Button type="submit" variant="contained" size="large" sx={{ height: 56, flexShrink: 0 }}>
            {texts.notify}
          </Button>
        </Stack>
      )}
    </StatusFrame>
  );
}
