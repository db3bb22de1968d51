import type { Dashboard } from '@flockbook/contracts';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SimpleTable } from '../../../records/components/simple-table.tsx';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import {
  formatDate,
  formatDecimal,
  formatMoney,
  formatPercent,
} from '../../../records/number-format.ts';
import { IncompleteMark } from '../components/incomplete-mark.tsx';
import { useDashboardTexts } from './locales/use-dashboard-texts.ts';
import { dataTextProps } from '../../../components/data-text.tsx';

type ClosedFlock = Dashboard['closedFlocks'][number];
type Measure = 'fcr' | 'epef' | 'mortalityPercent' | 'profitPerBird';

const valueOf = (flock: ClosedFlock, measure: Measure): number | null => {
  const value = flock[measure];
  return value == null ? null : Number(value);
};

/** Closed flocks side by side, as a table and as a chart of one chosen figure. */
export function ClosedFlocksComparison({
  flocks,
  withMoney,
  profitText,
}: {
  flocks: ClosedFlock[];
  withMoney: boolean;
  profitText: (value: string) => ReactNode;
}) {
  const texts = useDashboardTexts();
  const theme = useTheme();
  const locale = useLocale();
  const currency = useCurrency();
  const [measure, setMeasure] = useState<Measure>('fcr');
  const measures: { value: Measure; label: string; format: (value: number) => string }[] = [
    { value: 'fcr', label: texts.fcr, format: (value) => formatDecimal(value, locale, 2) },
    { value: 'epef', label: texts.epef, format: (value) => formatDecimal(value, locale, 0) },
    {
      value: 'mortalityPercent',
      label: texts.mortality,
      format: (value) => formatPercent(value, locale),
    },
    ...(withMoney
      ? [
          {
            value: 'profitPerBird' as const,
            label: texts.profitPerBird,
            format: (value: number) => formatMoney(value, currency, locale),
          },
        ]
      : []),
  ];
  const chosen = measures.find((item) => item.value === measure) ?? measures[0];
  const number = (value: number | null, decimals: number) =>
    value === null ? '' : formatDecimal(value, locale, decimals);

  return (
    <>
      <SimpleTable
        testId="dashboard-closed-flocks"
        columns={[
          { label: texts.flock },
          { label: texts.closedOn },
          { label: texts.fcr, numeric: true },
          { label: texts.epef, numeric: true },
          { label: texts.mortality, numeric: true },
          ...(withMoney ? [{ label: texts.profitPerBird, numeric: true }] : []),
        ]}
      >
        {flocks.map((flock) => (
          <TableRow key={flock.id}>
            <TableCell sx={{ fontWeight: 600 }} {...dataTextProps}>
              {flock.name}
            </TableCell>
            <TableCell>{formatDate(flock.closedOn, locale)}</TableCell>
            <TableCell align="right">
              {number(flock.fcr, 2)} <IncompleteMark compact days={flock.feedGapDays} />
            </TableCell>
            <TableCell align="right">
              {number(flock.epef, 0)} <IncompleteMark compact days={flock.feedGapDays} />
            </TableCell>
            <TableCell align="right">{formatPercent(flock.mortalityPercent, locale)}</TableCell>
            {withMoney ? (
              <TableCell align="right">
                {flock.profitPerBird == null ? '' : profitText(flock.profitPerBird)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </SimpleTable>
      {chosen ? (
        <Box sx={{ px: 2, pt: 2 }} data-testid="dashboard-closed-chart">
          <ToggleButtonGroup
            exclusive
            size="small"
            value={measure}
            onChange={(_event, value: Measure | null) => value && setMeasure(value)}
            aria-label={texts.closedFlocks}
          >
            {measures.map((item) => (
              <ToggleButton key={item.value} value={item.value}>
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <BarChart
            height={280}
            xAxis={[
              {
                data: flocks.map((flock) => flock.name),
                scaleType: 'band',
                categoryGapRatio: 0.5,
              },
            ]}
            yAxis={[{ width: measure === 'profitPerBird' ? 72 : 48 }]}
            series={[
              {
                data: flocks.map((flock) => valueOf(flock, measure)),
                label: chosen.label,
                color: theme.palette.primary.main,
                valueFormatter: (value) => (value === null ? '' : chosen.format(value)),
              },
            ]}
          />
        </Box>
      ) : null}
    </>
  );
}
