import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import {
  PageCarded,
  PageSidebarToggle,
  PageSimple,
  usePageSidebars,
} from '../../../components/page-layouts/index.ts';
import { fillText } from '../../../records/area-texts.ts';
import { describeVariant } from '../describe-variant.ts';
import { useNavigationTitles, usePageLayoutsTexts } from '../locales/use-page-layouts-texts.ts';
import { findVariant } from '../page-layout-variants.ts';
import type { PageLayoutVariant } from '../page-layout-variants.ts';
import { usageSnippet } from '../usage-snippet.ts';
import { DemoBlocks } from './demo-blocks.tsx';
import { DemoSectionsNav } from './demo-sections-nav.tsx';
import type { DemoSection } from './demo-sections-nav.tsx';
import { UsageSnippetCard } from './usage-snippet-card.tsx';

const DEMO_TABS = ['overview', 'details', 'activity'] as const;
type DemoTab = (typeof DEMO_TABS)[number];

/** /ui/page-layouts/{carded|simple}/{slug}: the variant named by the address, or the 404 page. */
export function PageLayoutDemoPage() {
  const { family, slug } = useParams();
  const variant = findVariant(family, slug);
  if (!variant) return <Navigate to="/pages/errors/error-404" replace />;
  // Keyed, so moving to another variant starts with its own sidebar and tab state.
  return <PageLayoutDemo key={`${variant.family}/${variant.slug}`} variant={variant} />;
}

function PageLayoutDemo({ variant }: { variant: PageLayoutVariant }) {
  const texts = usePageLayoutsTexts();
  const titles = useNavigationTitles();
  const sidebars = usePageSidebars();
  const [tab, setTab] = useState<DemoTab>('overview');
  const [section, setSection] = useState<DemoSection>('overview');
  const side = variant.sidebar;
  const carded = variant.family === 'carded';

  const selectSection = (next: DemoSection) => {
    setSection(next);
    // A drawer has done its job once a section is picked; a sidebar in the page stays.
    if (side && !sidebars.wide) sidebars.setOpen(side, false);
  };
  const toggle = (at: 'start' | 'end') =>
    side === at ? (
      <PageSidebarToggle side={at} sidebars={sidebars} label={texts.toggle[at]} />
    ) : null;

  const header = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {toggle('start')}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">
          {titles.pageLayouts} / {titles[variant.family]}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {titles[variant.titleKey]}
        </Typography>
      </Box>
      {toggle('end')}
    </Stack>
  );
  const tabs = variant.tabbed ? (
    <Tabs value={tab} onChange={(_, next: DemoTab) => setTab(next)} variant="scrollable">
      {DEMO_TABS.map((key) => (
        <Tab key={key} value={key} label={texts.tabs[key]} data-testid={`layout-tab-${key}`} />
      ))}
    </Tabs>
  ) : undefined;
  const nav = <DemoSectionsNav selected={section} onSelect={selectSection} />;
  const heading = variant.tabbed
    ? fillText(texts.tabContent, { tab: texts.tabs[tab] })
    : side
      ? fillText(texts.sectionContent, { section: texts.nav[section] })
      : null;

  const content = (
    <>
      <Stack spacing={1} sx={{ mb: 3, maxWidth: 760 }} data-testid="layout-description">
        {describeVariant(variant, texts).map((line) => (
          <Typography key={line} variant="body1">
            {line}
          </Typography>
        ))}
      </Stack>
      {heading ? (
        <Typography variant="h6" component="h2" sx={{ mb: 2 }} data-testid="layout-content-heading">
          {heading}
        </Typography>
      ) : null}
      <DemoBlocks count={tab === 'activity' ? 3 : tab === 'details' ? 4 : 6} />
      <UsageSnippetCard code={usageSnippet(variant)} />
    </>
  );
  const common = {
    header,
    tabs,
    sidebars,
    startSidebar: side === 'start' ? nav : undefined,
    endSidebar: side === 'end' ? nav : undefined,
    'data-testid': 'page-layout-demo',
  };
  return carded ? (
    <PageCarded
      {...common}
      sidebarVariant={variant.sidebarVariant === 'outer' ? 'outer' : 'inner'}
      headerPlacement={variant.headerPlacement}
    >
      {content}
    </PageCarded>
  ) : (
    <PageSimple {...common} sidebarVariant={variant.sidebarVariant}>
      {content}
    </PageSimple>
  );
}
