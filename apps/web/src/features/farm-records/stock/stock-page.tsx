import AddOutlined from '@mui/icons-material/AddOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { DataLine } from '../../../components/data-text.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { usePageParams } from '../../../records/hooks/use-page-params.ts';
import { useFarmOptions } from '../../../records/hooks/use-record-options.ts';
import { useFarmToday } from '../../../records/hooks/use-farm-today.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { FeedStockCard, MedicineStockCard } from './stock-tables.tsx';
import type { StockTexts } from './locales/en.ts';
import { useStockTexts } from './locales/use-stock-texts.ts';
import { useStock } from './use-stock.ts';

/**
 * The stock screen `/apps/stock?farmId=&date=`: a farm's feed by type and medicine by batch on a
 * date (today by default), computed by the server from purchases and use.
 */
export function StockPage() {
  const { t } = useTranslation();
  const texts = useStockTexts();
  const [searchParams, setParams] = usePageParams();
  const farms = useFarmOptions();
  const farmId = searchParams.get('farmId') ?? farms.data?.[0]?.id;
  const date = searchParams.get('date') ?? '';
  const stock = useStock(farmId, date || undefined);
  // Stock is as of the chosen farm's today unless a day is picked.
  const today = useFarmToday({ farmId });

  const setParam = (name: string, value: string) => setParams({ [name]: value });

  return (
    <RecordPage
      icon={Inventory2Outlined}
      farmWork
      title={texts.title}
      subtitle={texts.subtitle}
      crumbs={[{ label: t('navigation.applications') }, { label: texts.title }]}
      data-testid="stock-page"
    >
      <Card sx={{ p: 2, mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label={texts.farm}
            value={farmId ?? ''}
            onChange={(event) => setParam('farmId', event.target.value)}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'stock-farm' } } }}
          >
            {(farms.data ?? []).map((farm) => (
              <MenuItem key={farm.id} value={farm.id}>
                <DataLine>{farm.name}</DataLine>
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={texts.date}
            value={date || today}
            onChange={(event) => setParam('date', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
        </Stack>
      </Card>
      <StockBody
        farmsLoading={farms.isPending}
        farmChosen={Boolean(farmId)}
        stock={stock}
        texts={texts}
      />
    </RecordPage>
  );
}

function StockBody({
  farmsLoading,
  farmChosen,
  stock,
  texts,
}: {
  farmsLoading: boolean;
  farmChosen: boolean;
  stock: ReturnType<typeof useStock>;
  texts: StockTexts;
}) {
  if (farmsLoading) return <LoadingState />;
  if (!farmChosen)
    return <Typography sx={{ color: 'text.secondary' }}>{texts.chooseFarm}</Typography>;
  if (stock.isPending) return <LoadingState />;
  if (stock.isError) return <ErrorState error={stock.error} onRetry={() => void stock.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FeedStockCard
        stock={stock.data}
        action={<NewButton to={AREA_PATHS.feedPurchases.create} label={texts.recordFeed} />}
      />
      <MedicineStockCard
        stock={stock.data}
        action={<NewButton to={AREA_PATHS.medicines.create} label={texts.recordMedicine} />}
      />
    </Box>
  );
}

function NewButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} size="small" startIcon={<AddOutlined />}>
      {label}
    </Button>
  );
}
