import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { usePageLayoutsTexts } from '../locales/use-page-layouts-texts.ts';

export const DEMO_SECTIONS = ['overview', 'flocks', 'reports', 'settings'] as const;
export type DemoSection = (typeof DEMO_SECTIONS)[number];

type DemoSectionsNavProps = { selected: DemoSection; onSelect: (section: DemoSection) => void };

/** The demo sidebar's content: a short list of sections, as a real screen's filters or folders. */
export function DemoSectionsNav({ selected, onSelect }: DemoSectionsNavProps) {
  const texts = usePageLayoutsTexts();
  return (
    <List
      component="nav"
      aria-label={texts.sidebarTitle}
      subheader={
        <ListSubheader component="div" sx={{ bgcolor: 'transparent', fontWeight: 600 }}>
          {texts.sidebarTitle}
        </ListSubheader>
      }
      sx={{ px: 1 }}
    >
      {DEMO_SECTIONS.map((section) => (
        <ListItemButton
          key={section}
          selected={section === selected}
          aria-current={section === selected ? 'page' : undefined}
          onClick={() => onSelect(section)}
          sx={{ borderRadius: 2, mb: 0.5 }}
          data-testid={`layout-nav-${section}`}
        >
          <ListItemText primary={texts.nav[section]} />
        </ListItemButton>
      ))}
    </List>
  );
}
