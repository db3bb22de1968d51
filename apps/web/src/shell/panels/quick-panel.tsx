import CloseRounded from '@mui/icons-material/CloseRounded';
import EventOutlined from '@mui/icons-material/EventOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import type { QuickPanelItem } from '@flockbook/mock-api/quick-panel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { LanguageCode } from '../../lib/i18n.ts';
import { QUICK_PANEL_WIDTH } from '../settings/index.ts';
import { useShellLanguage } from '../toolbar/use-shell-language.ts';
import { useQuickPanelData } from './quick-panel-api.ts';
import { useQuickPanel } from './panel-store.ts';
import { usePanelsTexts } from './use-panels-texts.ts';

/** Today's date in parts for the panel's header, in the page's language. */
export function todayParts(date: Date, language: LanguageCode) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, options).format(date);
  return {
    weekday: format({ weekday: 'long' }),
    day: format({ day: 'numeric' }),
    monthYear: format({ month: 'long', year: 'numeric' }),
    full: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

type QuickSettingKey = 'notifications' | 'cloudSync' | 'retroThrusters';
const QUICK_SETTINGS: readonly QuickSettingKey[] = ['notifications', 'cloudSync', 'retroThrusters'];

/**
 * The quick panel (280 wide): today's date, Events and Notes, and Quick Settings switches kept
 * in this page. Escape or a click outside closes it.
 */
export function QuickPanel() {
  const panel = useQuickPanel();
  const texts = usePanelsTexts().quickPanel;
  return (
    <Drawer
      anchor="right"
      open={panel.isOpen}
      onClose={panel.close}
      slotProps={{
        paper: { 'aria-label': texts.title, sx: { width: QUICK_PANEL_WIDTH, maxWidth: '100vw' } },
      }}
    >
      <QuickPanelContent />
    </Drawer>
  );
}

function QuickPanelContent() {
  const texts = usePanelsTexts().quickPanel;
  const language = useShellLanguage();
  const panel = useQuickPanel();
  const data = useQuickPanelData();
  const [now] = useState(() => new Date());
  const today = todayParts(now, language);
  const [switches, setSwitches] = useState<Record<QuickSettingKey, boolean>>({
    notifications: true,
    cloudSync: false,
    retroThrusters: true,
  });

  return (
    <Box data-testid="quick-panel" sx={{ pb: 2 }}>
      <Box
        component="header"
        sx={{
          position: 'relative',
          px: 3,
          pt: 3,
          pb: 2.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Tooltip title={texts.close}>
          <IconButton
            aria-label={texts.close}
            onClick={panel.close}
            sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit', width: 36, height: 36 }}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography
          sx={{
            fontSize: '1.2rem',
            fontWeight: 600,
            opacity: 0.8,
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
          }}
        >
          {texts.today}
        </Typography>
        <Box
          component="time"
          dateTime={now.toISOString().slice(0, 10)}
          data-testid="quick-panel-date"
          aria-label={today.full}
          sx={{ display: 'block', mt: 1 }}
        >
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: '2.4rem', fontWeight: 300, lineHeight: 1.2 }}
          >
            {today.weekday}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
            <Typography
              component="span"
              sx={{ fontSize: '4.8rem', fontWeight: 600, lineHeight: 1 }}
            >
              {today.day}
            </Typography>
            <Typography component="span" sx={{ fontSize: '1.6rem' }}>
              {today.monthYear}
            </Typography>
          </Box>
        </Box>
      </Box>

      {data.isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void data.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.loadFailed}
        </Alert>
      ) : null}

      <ItemList
        testId="quick-panel-events"
        title={texts.events}
        empty={texts.noEvents}
        items={data.data?.events}
        icon={<EventOutlined sx={{ fontSize: 18 }} />}
        loading={data.isPending && !data.isError}
      />
      <Divider />
      <ItemList
        testId="quick-panel-notes"
        title={texts.notes}
        empty={texts.noNotes}
        items={data.data?.notes}
        icon={<StickyNote2Outlined sx={{ fontSize: 18 }} />}
        loading={data.isPending && !data.isError}
      />
      <Divider />
      <TitledList testId="quick-panel-settings" title={texts.quickSettings}>
        {QUICK_SETTINGS.map((key) => {
          const id = `quick-setting-${key}`;
          return (
            <ListItem key={key} sx={{ px: 3, py: 0.25 }}>
              <ListItemText id={id} primary={texts[key]} />
              <Switch
                edge="end"
                checked={switches[key]}
                onChange={(_event, checked) =>
                  setSwitches((current) => ({ ...current, [key]: checked }))
                }
                slotProps={{ input: { 'aria-labelledby': id } }}
              />
            </ListItem>
          );
        })}
      </TitledList>
    </Box>
  );
}

/**
 * A titled list of the panel: the title is a heading before the list (a list holds only its
 * items), and names it; `testId` marks both.
 */
function TitledList({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" data-testid={testId} aria-labelledby={headingId} sx={{ pt: 1 }}>
      <Typography
        id={headingId}
        component="h3"
        sx={{ px: 3, pt: 1, lineHeight: '32px', fontSize: '1.3rem', fontWeight: 600 }}
      >
        {title}
      </Typography>
      <List aria-labelledby={headingId} sx={{ pt: 0, pb: 1 }}>
        {children}
      </List>
    </Box>
  );
}

type ItemListProps = {
  testId: string;
  title: string;
  empty: string;
  items: readonly QuickPanelItem[] | undefined;
  loading: boolean;
  icon: ReactNode;
};

function ItemList({ testId, title, empty, items, loading, icon }: ItemListProps) {
  return (
    <TitledList testId={testId} title={title}>
      {loading
        ? [0, 1, 2].map((index) => (
            <ListItem key={index} sx={{ px: 3, display: 'block' }}>
              <Skeleton width="85%" />
              <Skeleton width="60%" height={16} />
            </ListItem>
          ))
        : null}
      {items?.length === 0 ? (
        <ListItem sx={{ px: 3 }}>
          <Typography color="text.secondary">{empty}</Typography>
        </ListItem>
      ) : null}
      {items?.map((item) => (
        <ListItem
          key={item.id}
          data-testid="quick-panel-item"
          sx={{ px: 3, py: 0.5, alignItems: 'flex-start' }}
        >
          <ListItemIcon sx={{ minWidth: 30, mt: 0.75, color: 'primary.main' }}>{icon}</ListItemIcon>
          <ListItemText
            sx={{ my: 0.25 }}
            primary={item.title}
            secondary={item.detail}
            slotProps={{
              primary: { sx: { fontWeight: 600, fontSize: '1.3rem', lineHeight: 1.4 } },
              secondary: { sx: { fontSize: '1.2rem', mt: 0.25 } },
            }}
          />
        </ListItem>
      ))}
    </TitledList>
  );
}
