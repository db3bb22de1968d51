import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { isolatedDataText } from '../../components/data-text.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { toneText } from '../../lib/tone-text.ts';

/**
 * The targets of the values the server found unusual (a 400 with `unusual`: target by field
 * path), none for any other answer. Sending them again with `confirmUnusual: true` keeps them.
 */
export function unusualTargets(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const unusual = (error.body as { unusual?: unknown } | null)?.unusual;
  if (!unusual || typeof unusual !== 'object') return {};
  return Object.fromEntries(
    Object.entries(unusual).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The confirmation asked at a field whose value is unusual, with the target beside it. */
export function UnusualConfirm({
  target,
  checked,
  onChange,
  disabled = false,
}: {
  target: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      data-testid="unusual-confirm"
      sx={{ mt: 0.5, color: toneText('warning'), alignItems: 'flex-start' }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          sx={{ py: 0.25 }}
        />
      }
      label={t('records.form.unusual', { target: isolatedDataText(target) })}
    />
  );
}
