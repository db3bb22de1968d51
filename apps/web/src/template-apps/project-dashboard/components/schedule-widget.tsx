import type { ProjectWidgets, ScheduleRange } from '@flockbook/mock-api/project-dashboard';
import { SCHEDULE_RANGES } from '@flockbook/mock-api/project-dashboard';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { RangeMenu } from './range-menu.tsx';
import { WidgetCard } from './widget-card.tsx';

/** What is planned today (the default) or tomorrow, in time order. */
export function ScheduleWidget({ widget }: { widget: ProjectWidgets['schedule'] }) {
  const texts = useProjectDashboardTexts();
  const locale = useLocale();
  const [range, setRange] = useState<ScheduleRange>(widget.currentRange);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const items = [...widget.items[range]].sort((a, b) => a.time.localeCompare(b.time));
  return (
    <WidgetCard
      title={texts.widgets.schedule}
      testId="widget-schedule"
      action={
        <RangeMenu
          value={range}
          keys={SCHEDULE_RANGES}
          labelOf={(key) => texts.ranges[key]}
          onChange={setRange}
          ariaLabel={`${texts.widgets.schedule} – ${texts.range}`}
          testId="schedule-range"
        />
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">{texts.nothingScheduled}</Typography>
      ) : (
        <List dense disablePadding data-testid="schedule-items">
          {items.map((item) => (
            <ListItem key={item.id} disableGutters divider>
              <ListItemText
                primary={item.title}
                secondary={
                  <Stack component="span" direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <span>{time.format(new Date(item.time))}</span>
                    {item.location ? (
                      <>
                        <PlaceOutlined sx={{ fontSize: 14 }} aria-hidden />
                        <span>{item.location}</span>
                      </>
                    ) : null}
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}
