import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { dashboardSchema } from '@flockbook/contracts';
import { authRoles } from '@flockbook/contracts/roles';
import type { Dashboard } from '@flockbook/contracts';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAlertSentence } from '../../../shell/toolbar/alert-sentence.ts';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { api } from '../../../lib/api-client.ts';
import { hasPermission } from '../../../lib/route-auth.ts';
import { useSession } from '../../../lib/session.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { countText } from '../../../lib/translator.ts';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { SimpleTable } from '../../../records/components/simple-table.tsx';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
} from '../../../records/number-format.ts';
import { flockPagePath } from '../area-paths.ts';
import { FigureCard } from '../flock-page/figure-card.tsx';
import { FeedStockCard, MedicineStockCard } from '../stock/stock-tables.tsx';
import { FarmReportButton } from '../reports/farm-report-button.tsx';
import { ClosedFlocksComparison } from './closed-flocks-comparison.tsx';
import { HelpCard } from './help-card.tsx';
import { DailyRoundButton, RoundCard } from './round-card.tsx';
import { ServerCard } from './server-card.tsx';
import { IncompleteMark } from '../components/incomplete-mark.tsx';
import { useDashboardTexts } from './locales/use-dashboard-texts.ts';
import { dataTextProps } from '../../../components/data-text.tsx';

const DASHBOARD_ENDPOINT = '/api/dashboard';

/**
 * `/apps/dashboards/farm`: the figures of every farm at a glance, as the server computes them
 * (money for admins only: the server leaves it out for staff), and under them the help
 * questions and, for admins, the server's status.
 */
export function FarmDashboardPage() {
  const { t } = useTranslation();
  const texts = useDashboardTexts();
  const { user } = useSession();
  const isAdmin = hasPermission(authRoles.admin, user.role);
  const board = useQuery({
    queryKey: [...recordKeys.area(DASHBOARD_ENDPOINT)],
    queryFn: ({ signal }) =>
      api.get(DASHBOARD_ENDPOINT, { signal, parse: (data) => dashboardSchema.parse(data) }),
  });
  return (
    <RecordPage
      icon={AgricultureOutlined}
      farmWork
      title={texts.title}
      subtitle={board.data && board.data.month === null ? texts.staffSubtitle : texts.subtitle}
      crumbs={[{ label: t('navigation.dashboards') }, { label: texts.title }]}
      actions={
        <>
          <DailyRoundButton />
          <FarmReportButton />
        </>
      }
      data-testid="farm-dashboard"
    >
      {board.isPending ? (
        <LoadingState />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <DashboardBody board={board.data} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: isAdmin ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        {isAdmin ? <ServerCard /> : null}
        <HelpCard />
      </Box>
    </RecordPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', fontWeight: 600 } }} />
      {children}
    </Card>
  );
}

/** Money earned in green, money lost in red. */
function ProfitText({ value }: { value: string }) {
  const locale = useLocale();
  const currency = useCurrency();
  return (
    <Box component="span" sx={{ color: Number(value) < 0 ? 'error.main' : 'success.main' }}>
      {formatMoney(value, currency, locale)}
    </Box>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <Typography sx={{ px: 2, pb: 2.5, color: 'text.secondary' }}>{children}</Typography>;
}

function DashboardBody({ board }: { board: Dashboard }) {
  const texts = useDashboardTexts();
  const alertSentence = useAlertSentence();
  const locale = useLocale();
  const currency = useCurrency();
  const number = (value: number | null, decimals: number) =>
    value === null ? '' : formatDecimal(value, locale, decimals);
  const { month } = board;

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {/* The page's headings run in order: the cards' own under this one. */}
        <VisuallyHidden as="h2">{texts.figures}</VisuallyHidden>
        <FigureCard
          icon={FavoriteBorderOutlined}
          label={texts.birdsAlive}
          value={formatInteger(board.birdsAlive, locale)}
          detail={countText(texts.birdsAliveDetail, board.activeFlocks.length, locale)}
          tone="success"
          testId="dashboard-alive"
        />
        <FigureCard
          icon={HeartBrokenOutlined}
          label={texts.deathsToday}
          value={formatInteger(board.deathsToday, locale)}
          detail={formatDate(board.date, locale)}
          tone="error"
          testId="dashboard-deaths"
        />
        {month ? (
          <>
            <FigureCard
              icon={PaymentsOutlined}
              label={texts.revenue}
              value={formatMoney(month.revenue, currency, locale)}
              detail={month.period}
              tone="info"
              testId="dashboard-revenue"
            />
            <FigureCard
              icon={ReceiptLongOutlined}
              label={texts.costs}
              value={formatMoney(month.costs, currency, locale)}
              detail={month.period}
              tone="warning"
              testId="dashboard-costs"
            />
            <FigureCard
              icon={TrendingUpOutlined}
              label={texts.profit}
              value={<ProfitText value={month.profit} />}
              detail={month.period}
              tone="secondary"
              testId="dashboard-profit"
            />
          </>
        ) : null}
      </Box>

      <RoundCard board={board} />

      <Section title={texts.alerts}>
        {board.alerts.length === 0 ? (
          <Quiet>{texts.noAlerts}</Quiet>
        ) : (
          <Stack spacing={1} sx={{ px: 2, pb: 2 }} data-testid="dashboard-alerts">
            {board.alerts.map((alert) => (
              <Alert key={alert.id} severity={alert.severity} variant="outlined">
                <strong>
                  <bdi>{alert.flockName ?? alert.farmName}</bdi>
                </strong>{' '}
                · {alertSentence(alert)}
              </Alert>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={texts.activeFlocks}>
        {board.activeFlocks.length === 0 ? (
          <Quiet>{texts.noActive}</Quiet>
        ) : (
          <SimpleTable
            testId="dashboard-active-flocks"
            columns={[
              { label: texts.flock },
              { label: texts.farm },
              { label: texts.breed },
              { label: texts.age, numeric: true },
              { label: texts.alive, numeric: true },
              { label: texts.mortality, numeric: true },
              { label: texts.weight, numeric: true },
              { label: texts.fcr, numeric: true },
              { label: texts.epef, numeric: true },
            ]}
          >
            {board.activeFlocks.map((flock) => (
              <TableRow key={flock.id} hover>
                <TableCell {...dataTextProps}>
                  <Link component={RouterLink} to={flockPagePath(flock)} sx={{ fontWeight: 600 }}>
                    {flock.name}
                  </Link>
                </TableCell>
                <TableCell {...dataTextProps}>{flock.farmName}</TableCell>
                <TableCell>{flock.breed}</TableCell>
                <TableCell align="right">{formatInteger(flock.ageDays, locale)}</TableCell>
                <TableCell align="right">{formatInteger(flock.birdsAlive, locale)}</TableCell>
                <TableCell align="right">{formatPercent(flock.mortalityPercent, locale)}</TableCell>
                <TableCell align="right">{formatDecimal(flock.latestWeightG, locale, 1)}</TableCell>
                <TableCell align="right">
                  {number(flock.fcr, 2)} <IncompleteMark compact days={flock.feedGapDays} />
                </TableCell>
                <TableCell align="right">
                  {number(flock.epef, 0)} <IncompleteMark compact days={flock.feedGapDays} />
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </Section>

      {board.stock.map((stock) => (
        <Box key={stock.farmId}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {texts.stock} · <bdi>{stock.farmName}</bdi>
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FeedStockCard stock={stock} />
            <MedicineStockCard stock={stock} />
          </Box>
        </Box>
      ))}

      <Section title={texts.closedFlocks}>
        {board.closedFlocks.length === 0 ? (
          <Quiet>{texts.noClosed}</Quiet>
        ) : (
          <ClosedFlocksComparison
            flocks={board.closedFlocks}
            withMoney={month !== null}
            profitText={(value) => <ProfitText value={value} />}
          />
        )}
      </Section>
    </Stack>
  );
}
