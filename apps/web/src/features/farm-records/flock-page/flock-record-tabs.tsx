import type { Flock } from '@flockbook/contracts';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isolatedDataText } from '../../../components/data-text.tsx';
import { RecordFormDialog } from '../../../records/components/record-form-dialog.tsx';
import { RecordList } from '../../../records/components/record-list.tsx';
import { useAreaPermissions } from '../../../records/hooks/use-area-permissions.ts';
import type { RecordArea } from '../../../records/record-area.ts';
import { deathsArea } from '../areas/deaths-area.ts';
import { dieselArea } from '../areas/diesel-area.ts';
import { eggCollectionsArea, LAYING_FLOCK_TYPES } from '../areas/egg-collections-area.ts';
import { feedUsagesArea } from '../areas/feed-usages-area.ts';
import { houseReadingsArea } from '../areas/house-readings-area.ts';
import { medicineUsesArea } from '../areas/medicine-uses-area.ts';
import { weighingsArea } from '../areas/weighings-area.ts';
import { woodArea } from '../areas/wood-area.ts';
import { FeedStockCard, MedicineStockCard } from '../stock/stock-tables.tsx';
import { useStock } from '../stock/use-stock.ts';
import type { FlockPageTexts } from './locales/flock-page/en.ts';
import { useFlockPageTexts } from './locales/use-flock-page-texts.ts';

type TabKey =
  'deaths' | 'weighings' | 'eggs' | 'readings' | 'feed' | 'medicine' | 'diesel' | 'wood';
export type FlockTab = {
  key: TabKey;
  label: string;
  area: RecordArea;
  stock?: 'feed' | 'medicine';
};

/** The kinds of record a flock has, one tab each (egg collections for laying flocks only). */
export function flockTabs(flock: Flock, texts: FlockPageTexts): FlockTab[] {
  const lays = (LAYING_FLOCK_TYPES as readonly string[]).includes(flock.type);
  return [
    { key: 'deaths', label: texts.tabDeaths, area: deathsArea },
    { key: 'weighings', label: texts.tabWeighings, area: weighingsArea },
    ...(lays ? [{ key: 'eggs' as const, label: texts.tabEggs, area: eggCollectionsArea }] : []),
    { key: 'readings', label: texts.tabReadings, area: houseReadingsArea },
    { key: 'feed', label: texts.tabFeed, area: feedUsagesArea, stock: 'feed' },
    { key: 'medicine', label: texts.tabMedicine, area: medicineUsesArea, stock: 'medicine' },
    { key: 'diesel', label: texts.tabDiesel, area: dieselArea },
    { key: 'wood', label: texts.tabWood, area: woodArea },
  ];
}

/** The flock's records, one tab per kind, each with a quick-add while the flock is open. */
export function FlockRecordTabs({ flock }: { flock: Flock }) {
  const texts = useFlockPageTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = flockTabs(flock, texts);
  const requested = searchParams.get('tab');
  const current = tabs.find((tab) => tab.key === requested) ?? tabs[0];
  if (!current) return null;

  return (
    <Box>
      <Tabs
        value={current.key}
        onChange={(_event, key: TabKey) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (key === 'deaths') next.delete('tab');
              else next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            data-testid={`flock-tab-${tab.key}`}
          />
        ))}
      </Tabs>
      {current.stock && flock.status === 'active' ? (
        <FlockFarmStock flock={flock} kind={current.stock} />
      ) : null}
      <FlockRecordList key={current.key} area={current.area} flock={flock} />
    </Box>
  );
}

function FlockRecordList({ area, flock }: { area: RecordArea; flock: Flock }) {
  const texts = useFlockPageTexts();
  const { canCreate } = useAreaPermissions(area);
  const [adding, setAdding] = useState(false);
  const open = flock.status === 'active';
  return (
    <>
      <RecordList
        area={area}
        stateMode="local"
        fixedFilters={{ flockId: flock.id }}
        inFlock
        actions={
          canCreate && open ? (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<AddOutlined />}
              onClick={() => setAdding(true)}
              data-testid={`quick-add-${area.id}-open`}
              sx={{ whiteSpace: 'nowrap', height: 40 }}
            >
              {texts.add}
            </Button>
          ) : null
        }
      />
      <RecordFormDialog
        area={area}
        open={adding}
        fixedValues={{ flockId: flock.id }}
        subtitle={`${isolatedDataText(flock.name)} · ${isolatedDataText(flock.farmName)}`}
        onClose={() => setAdding(false)}
      />
    </>
  );
}

/** The flock's farm stock today, above the feed or medicine records of an open flock. */
function FlockFarmStock({ flock, kind }: { flock: Flock; kind: 'feed' | 'medicine' }): ReactNode {
  const stock = useStock(flock.farmId);
  if (!stock.data) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {kind === 'feed' ? (
        <FeedStockCard stock={stock.data} />
      ) : (
        <MedicineStockCard stock={stock.data} />
      )}
    </Box>
  );
}
