import { salaryMonthSchema, todayIso } from '@flockbook/contracts';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { fillText } from '../../../records/area-texts.ts';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { SimpleTable } from '../../../records/components/simple-table.tsx';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import { formatDate, formatMoney } from '../../../records/number-format.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { useMoneyTexts } from '../money/locales/use-money-texts.ts';
import { dataTextProps } from '../../../components/data-text.tsx';

const MONTH_ENDPOINT = '/api/employee-salaries/month';

/** `/apps/employees-salary/month?period=YYYY-MM`: every active employee, paid or not yet. */
export function SalaryMonthPage() {
  const { t } = useTranslation();
  const texts = useMoneyTexts();
  const locale = useLocale();
  const currency = useCurrency();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = searchParams.get('period') ?? todayIso().slice(0, 7);
  const month = useQuery({
    queryKey: [...recordKeys.area(MONTH_ENDPOINT), period],
    queryFn: ({ signal }) =>
      api.get(`${MONTH_ENDPOINT}?period=${encodeURIComponent(period)}`, {
        signal,
        parse: (data) => salaryMonthSchema.parse(data),
      }),
  });
  const employees = month.data?.employees ?? [];
  const paid = employees.filter((row) => row.salaryId !== null).length;

  return (
    <RecordPage
      icon={CalendarMonthOutlined}
      title={texts.salaryMonth}
      subtitle={texts.salaryMonthHint}
      crumbs={[
        { label: t('navigation.applications') },
        {
          label: t('navigation.farmAreas.employeeSalaries.list'),
          to: AREA_PATHS.employeeSalaries.list,
        },
        { label: texts.salaryMonth },
      ]}
      data-testid="salary-month-page"
    >
      <Card>
        <CardHeader
          title={
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField
                type="month"
                size="small"
                label={texts.month}
                value={period}
                onChange={(event) =>
                  event.target.value &&
                  setSearchParams({ period: event.target.value }, { replace: true })
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {month.data ? (
                <Typography sx={{ color: 'text.secondary' }} data-testid="salary-month-count">
                  {fillText(texts.paidCount, { paid, total: employees.length })}
                </Typography>
              ) : null}
            </Stack>
          }
        />
        {month.isPending ? (
          <LoadingState />
        ) : month.isError ? (
          <ErrorState error={month.error} onRetry={() => void month.refetch()} />
        ) : employees.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2.5, color: 'text.secondary' }}>
            {texts.noEmployees}
          </Typography>
        ) : (
          <SimpleTable
            columns={[
              { label: texts.employee },
              { label: texts.farm },
              { label: texts.monthlySalary, numeric: true },
              { label: texts.net, numeric: true },
              { label: texts.paidOn },
              { label: '' },
            ]}
          >
            {employees.map((row) => (
              <TableRow key={row.employeeId} data-testid={`salary-month-${row.employeeId}`}>
                <TableCell {...dataTextProps}>{row.name}</TableCell>
                <TableCell {...dataTextProps}>{row.farmName}</TableCell>
                <TableCell align="right">
                  {formatMoney(row.monthlySalary, currency, locale)}
                </TableCell>
                <TableCell align="right">
                  {row.net === null ? '' : formatMoney(row.net, currency, locale)}
                </TableCell>
                <TableCell>{formatDate(row.paidOn, locale)}</TableCell>
                <TableCell align="right">
                  {row.salaryId === null ? (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Chip size="small" color="warning" label={texts.unpaid} />
                      <Button
                        size="small"
                        variant="contained"
                        component={RouterLink}
                        to={`${AREA_PATHS.employeeSalaries.create}?${new URLSearchParams({
                          employeeId: row.employeeId,
                          period,
                          basic: row.monthlySalary,
                        }).toString()}`}
                      >
                        {texts.pay}
                      </Button>
                    </Stack>
                  ) : (
                    <Chip size="small" color="success" variant="outlined" label={texts.paid} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </Card>
    </RecordPage>
  );
}
