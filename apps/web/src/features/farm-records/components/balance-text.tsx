import Box from '@mui/material/Box';
import { formatMoney } from '../../../records/number-format.ts';
import { toneText } from '../../../lib/tone-text.ts';

export type BalanceTextProps = {
  /** Exact decimal: positive means they owe us, negative that we owe them. */
  value: string;
  currency: string;
  locale: string;
  /** Leave out the minus sign (the column's name says who owes whom). */
  absolute?: boolean;
};

/** A balance in money: amber while something is owed to us, blue when we owe, grey when settled. */
export function BalanceText({ value, currency, locale, absolute = false }: BalanceTextProps) {
  const number = Number(value);
  const color = number > 0 ? toneText('warning') : number < 0 ? toneText('info') : 'text.secondary';
  const shown = absolute ? value.replace(/^-/, '') : value;
  return (
    <Box
      component="span"
      sx={{ color, fontWeight: number === 0 ? 400 : 600, fontVariantNumeric: 'tabular-nums' }}
    >
      {formatMoney(shown, currency, locale)}
    </Box>
  );
}
