import type { Stock } from '@flockbook/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countText } from '../../../lib/translator.ts';
import { SimpleTable } from '../../../records/components/simple-table.tsx';
import type { SimpleColumn } from '../../../records/components/simple-table.tsx';
import { useAppSettings } from '../../../records/hooks/use-app-settings.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDate, formatDecimal } from '../../../records/number-format.ts';
import { useStockOptionsTexts } from '../areas/locales/use-stock-options-texts.ts';
import { useStockTexts } from './locales/use-stock-texts.ts';
import { dataTextProps } from '../../../components/data-text.tsx';

const DEFAULT_FEED_ALERT_DAYS = 3;
const DEFAULT_EXPIRY_ALERT_DAYS = 30;
const DAY_MS = 86_400_000;

type Column = SimpleColumn;

/** A titled card holding a small table, or a quiet line when it has no rows. */
function StockCard({
  title,
  hint,
  columns,
  empty,
  rows,
  testId,
  action,
}: {
  title: string;
  hint: string;
  columns: readonly Column[];
  empty: string;
  rows: ReactNode[];
  testId: string;
  action?: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader
        title={title}
        subheader={hint}
        action={action}
        slotProps={{ title: { variant: 'h6', fontWeight: 600 } }}
      />
      {rows.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2.5, color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <SimpleTable columns={columns}>{rows}</SimpleTable>
      )}
    </Card>
  );
}

/** Feed on hand by type, with the days it lasts at the last week's rate (short stock in red). */
export function FeedStockCard({ stock, action }: { stock: Stock; action?: ReactNode }) {
  const texts = useStockTexts();
  const options = useStockOptionsTexts();
  const locale = useLocale();
  const alertDays = useAppSettings()?.feedAlertDays ?? DEFAULT_FEED_ALERT_DAYS;
  const columns: Column[] = [
    { label: texts.feedType },
    { label: texts.purchasedKg, numeric: true },
    { label: texts.usedKg, numeric: true },
    { label: texts.stockKg, numeric: true },
    { label: texts.usedLast7Days, numeric: true },
    { label: texts.daysLeft, numeric: true },
  ];
  const rows = stock.feed.map((row) => (
    <TableRow key={row.feedType} data-testid={`feed-stock-${row.feedType}`}>
      <TableCell>{options.feedType[row.feedType]}</TableCell>
      <TableCell align="right">{formatDecimal(row.purchasedKg, locale, 3)}</TableCell>
      <TableCell align="right">{formatDecimal(row.usedKg, locale, 3)}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="stock-kg">
        {formatDecimal(row.stockKg, locale, 3)}
      </TableCell>
      <TableCell align="right">{formatDecimal(row.usedLast7DaysKg, locale, 3)}</TableCell>
      <TableCell align="right">
        {row.daysLeft === null ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.noRecentUse}
          </Typography>
        ) : (
          <Chip
            size="small"
            color={row.daysLeft < alertDays ? 'error' : 'success'}
            variant={row.daysLeft < alertDays ? 'filled' : 'outlined'}
            label={countText(texts.days, Math.round(row.daysLeft * 10) / 10, locale)}
          />
        )}
      </TableCell>
    </TableRow>
  ));
  return (
    <StockCard
      title={texts.feed}
      hint={texts.feedHint}
      columns={columns}
      empty={texts.noFeed}
      rows={rows}
      testId="feed-stock"
      action={action}
    />
  );
}

/** Medicine batches with something left, their expiry marked when it is near or past. */
export function MedicineStockCard({ stock, action }: { stock: Stock; action?: ReactNode }) {
  const texts = useStockTexts();
  const options = useStockOptionsTexts();
  const locale = useLocale();
  const alertDays = useAppSettings()?.medicineExpiryAlertDays ?? DEFAULT_EXPIRY_ALERT_DAYS;
  const columns: Column[] = [
    { label: texts.medicineName },
    { label: texts.unit },
    { label: texts.purchased, numeric: true },
    { label: texts.used, numeric: true },
    { label: texts.remaining, numeric: true },
    { label: texts.expiresOn, numeric: true },
  ];
  const onDate = Date.parse(stock.date);
  const rows = stock.medicines.map((row) => {
    const soon =
      row.expiresOn !== null && (Date.parse(row.expiresOn) - onDate) / DAY_MS <= alertDays;
    return (
      <TableRow key={row.medicineId} data-testid={`medicine-stock-${row.medicineId}`}>
        <TableCell {...dataTextProps}>{row.name}</TableCell>
        <TableCell>{options.medicineUnit[row.unit]}</TableCell>
        <TableCell align="right">{formatDecimal(row.purchased, locale, 3)}</TableCell>
        <TableCell align="right">{formatDecimal(row.used, locale, 3)}</TableCell>
        <TableCell align="right" sx={{ fontWeight: 600 }}>
          {formatDecimal(row.remaining, locale, 3)}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {row.expired ? (
            <Chip size="small" color="error" label={texts.expired} />
          ) : row.expiresOn ? (
            <Chip
              size="small"
              color={soon ? 'warning' : 'default'}
              variant={soon ? 'filled' : 'outlined'}
              label={formatDate(row.expiresOn, locale)}
            />
          ) : (
            ''
          )}
        </TableCell>
      </TableRow>
    );
  });
  return (
    <StockCard
      title={texts.medicine}
      hint={texts.medicineHint}
      columns={columns}
      empty={texts.noMedicine}
      rows={rows}
      testId="medicine-stock"
      action={action}
    />
  );
}
