import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useProjectWidgets, useProjects } from '../api/project-dashboard-api.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { BudgetTab } from './budget-tab.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { HomeTab } from './home-tab.tsx';
import { SidePanel } from './side-panel.tsx';
import { TeamTab } from './team-tab.tsx';

const TABS = ['home', 'budget', 'team'] as const;
type TabKey = (typeof TABS)[number];

/** `/apps/dashboards/project`: one project's widgets in three tabs, with date and weather aside. */
export function ProjectDashboardPage() {
  const texts = useProjectDashboardTexts();
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const projects = useProjects();
  const [chosen, setChosen] = useState<string | undefined>();
  const [tab, setTab] = useState<TabKey>('home');
  const [panelOpen, setPanelOpen] = useState(false);
  const project = projects.data?.find((item) => item.id === chosen) ?? projects.data?.[0];
  const widgets = useProjectWidgets(project?.id);

  if (projects.isPending || (project && widgets.isPending)) {
    return (
      <Box sx={{ p: 3 }}>
        <LoadingState />
      </Box>
    );
  }
  const failure = projects.error ?? widgets.error;
  if (failure) {
    const retry = () => void (projects.isError ? projects.refetch() : widgets.refetch());
    return (
      <Box sx={{ p: 3 }} data-testid="project-dashboard-error">
        <ErrorState title={texts.loadFailed} error={failure} onRetry={retry} />
      </Box>
    );
  }
  if (!project || !widgets.data) {
    return (
      <Typography
        color="text.secondary"
        sx={{ p: 4, textAlign: 'center' }}
        data-testid="project-dashboard-empty"
      >
        {texts.noProjects}
      </Typography>
    );
  }
  const data = widgets.data;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'stretch', minHeight: '100%' }}
      data-testid="project-dashboard"
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          p: { xs: 2, md: 3 },
          opacity: widgets.isPlaceholderData ? 0.6 : 1,
        }}
        aria-busy={widgets.isPlaceholderData}
      >
        <DashboardHeader
          projects={projects.data ?? []}
          project={project}
          dueToday={data.projectId === project.id ? data.dueTasks.count.DT : undefined}
          onSelect={setChosen}
          onOpenPanel={docked ? undefined : () => setPanelOpen(true)}
        />
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={texts.tabs[key]}
              id={`project-tab-${key}`}
              aria-controls={`project-tabpanel-${key}`}
              data-testid={`project-tab-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`project-tabpanel-${tab}`} aria-labelledby={`project-tab-${tab}`}>
          {tab === 'home' ? <HomeTab widgets={data} /> : null}
          {tab === 'budget' ? <BudgetTab widgets={data} /> : null}
          {tab === 'team' ? <TeamTab widgets={data} /> : null}
        </Box>
      </Box>
      <SidePanel
        weather={data.weather}
        docked={docked}
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
      />
    </Box>
  );
}
