import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { DEFAULT_SIDEBAR_WIDTH } from './page-scaffold-props.ts';
import type { PageScaffoldProps } from './page-scaffold-props.ts';
import { PageSidebar } from './page-sidebar.tsx';
import { usePageSidebars } from './use-page-sidebars.ts';

export type PageCardedProps = PageScaffoldProps & {
  /**
   * Where sidebars sit on a wide screen: 'inner' inside the card beside the content; 'outer'
   * the full height of the page, beside the coloured header and the card.
   */
  sidebarVariant?: 'inner' | 'outer';
  /** 'band': the header on the coloured band above the card; 'card': at the top of the card. */
  headerPlacement?: 'band' | 'card';
};

const gutters = { xs: 2, sm: 3, md: 4 } as const;
/** How far the card reaches up into the coloured band. */
const overlap = { xs: 6, md: 8 } as const;

/**
 * The carded page scaffold: a coloured header band with the content in a raised card that
 * overlaps it; tabs, when given, head the card; sidebars sit inside the card or beside it.
 */
export function PageCarded(props: PageCardedProps) {
  const hasSidebar = props.startSidebar !== undefined || props.endSidebar !== undefined;
  // Only a page with sidebars and no state of its caller's keeps its own (farm pages have none).
  if (!hasSidebar || props.sidebars) return <PageCardedLayout {...props} />;
  return <PageCardedOwnSidebars {...props} />;
}

function PageCardedOwnSidebars(props: PageCardedProps) {
  const sidebars = usePageSidebars();
  return <PageCardedLayout {...props} sidebars={sidebars} />;
}

function PageCardedLayout({
  header,
  tabs,
  children,
  startSidebar,
  endSidebar,
  sidebarWidth = DEFAULT_SIDEBAR_WIDTH,
  sidebarVariant = 'inner',
  headerPlacement = 'band',
  sidebars,
  ...rest
}: PageCardedProps) {
  const outer = sidebarVariant === 'outer';
  const headerInCard = headerPlacement === 'card';

  const sidebar = (side: 'start' | 'end', content: ReactNode, placedOuter: boolean) =>
    content === undefined || !sidebars || placedOuter !== outer ? null : (
      <PageSidebar side={side} sidebars={sidebars} placement={sidebarVariant} width={sidebarWidth}>
        {content}
      </PageSidebar>
    );

  const headerBox = (inCard: boolean) => (
    <Box
      component="header"
      sx={
        inCard
          ? { px: gutters, py: { xs: 2, md: 2.5 }, borderBottom: 1, borderColor: 'divider' }
          : { color: 'primary.contrastText' }
      }
    >
      {header}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', bgcolor: 'background.default', minWidth: 0 }} {...rest}>
      {sidebar('start', startSidebar, true)}
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 }}>
        <Box
          data-testid="page-carded-band"
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: gutters,
            pt: { xs: 2, md: 3 },
            pb: { xs: overlap.xs + 2, md: overlap.md + 2 },
            minHeight: headerInCard ? { xs: 96, md: 128 } : undefined,
          }}
        >
          {header !== undefined && !headerInCard ? headerBox(false) : null}
        </Box>
        <Paper
          data-testid="page-carded-card"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: '1 0 auto',
            mx: gutters,
            mt: { xs: -overlap.xs, md: -overlap.md },
            mb: gutters,
            borderRadius: 2,
            overflow: 'hidden',
            minWidth: 0,
          }}
          elevation={3}
        >
          {header !== undefined && headerInCard ? headerBox(true) : null}
          {tabs ? (
            <Box sx={{ px: gutters, borderBottom: 1, borderColor: 'divider' }}>{tabs}</Box>
          ) : null}
          <Box sx={{ display: 'flex', flex: '1 0 auto', minWidth: 0 }}>
            {sidebar('start', startSidebar, false)}
            <Box sx={{ flex: '1 1 0%', minWidth: 0, p: gutters }}>{children}</Box>
            {sidebar('end', endSidebar, false)}
          </Box>
        </Paper>
      </Box>
      {sidebar('end', endSidebar, true)}
    </Box>
  );
}
