import { partyLedgerEntrySchema } from '@flockbook/contracts';
import type { Party } from '@flockbook/contracts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { fetchRecord } from '../../../records/api/record-api.ts';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { SimpleTable } from '../../../records/components/simple-table.tsx';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import { formatDate, formatMoney } from '../../../records/number-format.ts';
import { editPath } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { useMoneyOptionsTexts } from '../areas/locales/use-money-options-texts.ts';
import { partiesArea } from '../areas/parties-area.tsx';
import { BalanceText } from '../components/balance-text.tsx';
import { useMoneyTexts } from '../money/locales/use-money-texts.ts';
import { dataTextProps, isolatedDataText } from '../../../components/data-text.tsx';

const ledgerSchema = z.array(partyLedgerEntrySchema);

/** `/apps/parties/{id}`: a customer's or supplier's balance and ledger with a running balance. */
export function PartyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const texts = useMoneyTexts();
  const kinds = useMoneyOptionsTexts().partyKind;
  const locale = useLocale();
  const currency = useCurrency();
  const party = useQuery({
    queryKey: recordKeys.item(partiesArea.endpoint, id),
    queryFn: ({ signal }) => fetchRecord(partiesArea, id, signal) as Promise<Party>,
  });
  const ledger = useQuery({
    queryKey: [...recordKeys.item(partiesArea.endpoint, id), 'ledger'],
    queryFn: ({ signal }) =>
      api.get(`/api/parties/${encodeURIComponent(id)}/ledger`, {
        signal,
        parse: (data) => ledgerSchema.parse(data),
      }),
  });
  const crumbs = [
    { label: t('navigation.applications') },
    { label: t('navigation.farmAreas.parties.list'), to: AREA_PATHS.parties.list },
  ];

  if (party.isPending) return <LoadingState />;
  if (party.isError) {
    const notFound = party.error instanceof ApiError && party.error.status === 404;
    return (
      <RecordPage
        icon={HandshakeOutlined}
        title={t('navigation.farmAreas.parties.list')}
        crumbs={crumbs}
      >
        <ErrorState error={notFound ? new Error(texts.partyNotFound) : party.error} />
      </RecordPage>
    );
  }
  const data = party.data;
  return (
    <RecordPage
      icon={HandshakeOutlined}
      title={<span data-testid="party-name">{data.name}</span>}
      subtitle={[
        kinds[data.kind],
        data.phone ? isolatedDataText(data.phone) : null,
        data.address ? isolatedDataText(data.address) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      crumbs={[...crumbs, { label: data.name, data: true }]}
      badge={
        <Typography component="span" sx={{ fontSize: '1.8rem' }} data-testid="party-balance">
          <BalanceText value={data.balance} currency={currency} locale={locale} />
        </Typography>
      }
      actions={
        <Button
          component={RouterLink}
          to={editPath(partiesArea, data.id)}
          variant="outlined"
          startIcon={<EditOutlined />}
        >
          {texts.editParty}
        </Button>
      }
    >
      <Card>
        <CardHeader
          title={texts.ledger}
          subheader={texts.ledgerHint}
          slotProps={{ title: { variant: 'h6', fontWeight: 600 } }}
        />
        {ledger.isPending ? (
          <LoadingState />
        ) : ledger.isError ? (
          <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : ledger.data.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2.5, color: 'text.secondary' }}>{texts.noLedger}</Typography>
        ) : (
          <SimpleTable
            testId="party-ledger"
            columns={[
              { label: texts.date },
              { label: texts.entry },
              { label: texts.reference },
              { label: texts.debit, numeric: true },
              { label: texts.credit, numeric: true },
              { label: texts.balance, numeric: true },
            ]}
          >
            {ledger.data.map((entry, index) => (
              <TableRow key={`${entry.recordId ?? 'opening'}-${index}`}>
                <TableCell>{formatDate(entry.date, locale)}</TableCell>
                <TableCell>{texts.ledgerKind[entry.kind]}</TableCell>
                <TableCell {...dataTextProps}>{entry.reference}</TableCell>
                <TableCell align="right">
                  {Number(entry.debit) ? formatMoney(entry.debit, currency, locale) : ''}
                </TableCell>
                <TableCell align="right">
                  {Number(entry.credit) ? formatMoney(entry.credit, currency, locale) : ''}
                </TableCell>
                <TableCell align="right" data-testid="ledger-balance">
                  <BalanceText value={entry.balance} currency={currency} locale={locale} />
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </Card>
    </RecordPage>
  );
}
