import type { Project } from '@flockbook/mock-api/project-dashboard';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';

/** The greeting with the user's name isolated, so a Latin name keeps its place in Arabic. */
function Greeting({ template, name }: { template: string; name: string }) {
  const [before = '', after = ''] = template.split('{{name}}');
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

/** The greeting, today's due tasks and the project selector. */
export function DashboardHeader({
  projects,
  project,
  dueToday,
  onSelect,
  onOpenPanel,
}: {
  projects: Project[];
  project: Project;
  dueToday: number | undefined;
  onSelect: (projectId: string) => void;
  /** Set on small screens, where the date and weather live in a drawer. */
  onOpenPanel?: () => void;
}) {
  const texts = useProjectDashboardTexts();
  const language = useShellLanguage();
  const { user } = useSession();
  const name = user.data.displayName;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 2 }}
      data-testid="project-dashboard-header"
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {(name || '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {name ? <Greeting template={texts.greeting} name={name} /> : texts.greetingNoName}
          </Typography>
          {dueToday !== undefined ? (
            <Typography variant="body2" color="text.secondary">
              {countText(texts.summary, dueToday, language, { project: project.name })}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          endIcon={<ExpandMoreIcon />}
          aria-label={`${texts.project}: ${project.name}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="project-selector"
          sx={{ textTransform: 'none' }}
        >
          {project.name}
        </Button>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': texts.chooseProject } }}
        >
          {projects.map((item) => (
            <MenuItem
              key={item.id}
              selected={item.id === project.id}
              onClick={() => {
                setAnchor(null);
                onSelect(item.id);
              }}
            >
              {item.name}
            </MenuItem>
          ))}
        </Menu>
        {onOpenPanel ? (
          <IconButton
            onClick={onOpenPanel}
            aria-label={texts.openSidePanel}
            data-testid="open-side-panel"
          >
            <WbSunnyOutlined />
          </IconButton>
        ) : null}
      </Stack>
    </Stack>
  );
}
