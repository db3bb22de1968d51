import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { useAnalyticsWidgets } from '../api/analytics-api.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { Sales } from './sales.tsx';
import { SessionsByDevice } from './sessions-by-device.tsx';
import { TargetWidget } from './target-widget.tsx';
import { UserLocations } from './user-locations.tsx';
import { VisitorsAndViews } from './visitors-and-views.tsx';
import { VisitorsByMonth } from './visitors-by-month.tsx';
import { WidgetTable } from './widget-table.tsx';
import { WidgetCard } from './widget-card.tsx';

/** Columns (of 12 on a wide screen) and heights of the nine widgets, in order. */
const layout = [
  { columns: 12, height: 380 },
  { columns: 4, height: 220 },
  { columns: 4, height: 220 },
  { columns: 4, height: 220 },
  { columns: 8, height: 400 },
  { columns: 4, height: 400 },
  { columns: 12, height: 420 },
  { columns: 6, height: 380 },
  { columns: 6, height: 380 },
];

function WidgetGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(12, minmax(0, 1fr))' },
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

const span = (index: number) => ({
  gridColumn: { md: `span ${layout[index]?.columns ?? 12}` },
});

/** The nine widgets of `GET widgets`, with skeletons while they load and a retry on failure. */
export function AnalyticsWidgets() {
  const texts = useAnalyticsTexts();
  const widgets = useAnalyticsWidgets();

  if (widgets.isPending) {
    return (
      <Box role="status" aria-label={texts.loadingWidgets} data-testid="analytics-loading">
        <WidgetGrid>
          {layout.map((item, index) => (
            <Skeleton key={index} variant="rounded" height={item.height} sx={span(index)} />
          ))}
        </WidgetGrid>
      </Box>
    );
  }
  if (widgets.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        error={widgets.error}
        onRetry={() => void widgets.refetch()}
      />
    );
  }

  const data = widgets.data;
  const cells = [
    <VisitorsByMonth key="1" widget={data.widget1} />,
    <TargetWidget key="2" widget={data.widget2} />,
    <TargetWidget key="3" widget={data.widget3} />,
    <TargetWidget key="4" widget={data.widget4} />,
    <VisitorsAndViews key="5" widget={data.widget5} />,
    <SessionsByDevice key="7" widget={data.widget7} />,
    <UserLocations key="6" widget={data.widget6} />,
    <Sales key="8" widget={data.widget8} />,
    <WidgetCard key="9" id="widget9" title={texts.campaigns.title}>
      <WidgetTable
        table={data.widget9.table}
        columnTitles={texts.campaigns.columns}
        empty={texts.campaigns.empty}
        testId="widget9-table"
      />
    </WidgetCard>,
  ];
  return (
    <WidgetGrid>
      {cells.map((cell, index) => (
        <Box key={cell.key} sx={span(index)}>
          {cell}
        </Box>
      ))}
    </WidgetGrid>
  );
}
