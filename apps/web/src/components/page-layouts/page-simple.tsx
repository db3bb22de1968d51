import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DEFAULT_SIDEBAR_WIDTH } from './page-scaffold-props.ts';
import type { PageScaffoldProps } from './page-scaffold-props.ts';
import { PageSidebar } from './page-sidebar.tsx';
import type { SidebarPlacement } from './page-sidebar.tsx';
import { usePageSidebars } from './use-page-sidebars.ts';

export type PageSimpleProps = PageScaffoldProps & {
  /**
   * Where sidebars sit on a wide screen: 'inner' under the header, beside the content;
   * 'outer' the full height of the page, the header beside them; 'floating' a raised panel
   * in the content area with a gap around it.
   */
  sidebarVariant?: SidebarPlacement;
};

const gutters = { xs: 2, sm: 3, md: 4 } as const;

/**
 * The simple page scaffold: a plain header band, optional tabs under it, and the content on
 * the page's background, with optional sidebars. Farm screens (RecordPage) are built on it.
 */
export function PageSimple(props: PageSimpleProps) {
  const hasSidebar = props.startSidebar !== undefined || props.endSidebar !== undefined;
  // Only a page with sidebars and no state of its caller's keeps its own (farm pages have none).
  if (!hasSidebar || props.sidebars) return <PageSimpleLayout {...props} />;
  return <PageSimpleOwnSidebars {...props} />;
}

function PageSimpleOwnSidebars(props: PageSimpleProps) {
  const sidebars = usePageSidebars();
  return <PageSimpleLayout {...props} sidebars={sidebars} />;
}

function PageSimpleLayout({
  header,
  tabs,
  children,
  startSidebar,
  endSidebar,
  sidebarWidth = DEFAULT_SIDEBAR_WIDTH,
  sidebarVariant = 'inner',
  sidebars,
  ...rest
}: PageSimpleProps) {
  const outer = sidebarVariant === 'outer';
  const floating = sidebarVariant === 'floating';
  const hasSidebar = startSidebar !== undefined || endSidebar !== undefined;

  const sidebar = (side: 'start' | 'end', content: ReactNode) =>
    content === undefined || !sidebars ? null : (
      <PageSidebar side={side} sidebars={sidebars} placement={sidebarVariant} width={sidebarWidth}>
        {content}
      </PageSidebar>
    );

  const top = (
    <>
      {header !== undefined ? (
        <Box
          component="header"
          sx={{
            bgcolor: 'background.paper',
            borderBottom: tabs ? 0 : 1,
            borderColor: 'divider',
            px: gutters,
            pt: { xs: 2, md: 2.5 },
            pb: { xs: 2, md: 3 },
          }}
        >
          {header}
        </Box>
      ) : null}
      {tabs ? (
        <Box
          sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: gutters }}
        >
          {tabs}
        </Box>
      ) : null}
    </>
  );
  // In a column the content grows downwards; beside sidebars it shares the row's width.
  const content = (
    <Box
      sx={{
        flex: hasSidebar && !outer ? '1 1 0%' : '1 0 auto',
        p: floating ? 0 : gutters,
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );

  if (!hasSidebar) {
    return (
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          minWidth: 0,
        }}
        {...rest}
      >
        {top}
        {content}
      </Box>
    );
  }
  if (outer) {
    return (
      <Box sx={{ display: 'flex', bgcolor: 'background.default', minWidth: 0 }} {...rest}>
        {sidebar('start', startSidebar)}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 }}>
          {top}
          {content}
        </Box>
        {sidebar('end', endSidebar)}
      </Box>
    );
  }
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default', minWidth: 0 }}
      {...rest}
    >
      {top}
      <Box sx={{ display: 'flex', flex: '1 0 auto', minWidth: 0, p: floating ? gutters : 0 }}>
        {sidebar('start', startSidebar)}
        {content}
        {sidebar('end', endSidebar)}
      </Box>
    </Box>
  );
}
