import Box from '@mui/material/Box';
import { NavbarFloatingButton } from '../navbar/navbar-floating-button.tsx';
import { NavbarLayout1 } from '../navbar/navbar-layout-1.tsx';
import { NavbarMobile } from '../navbar/navbar-mobile.tsx';
import { NavbarToggleButton } from '../navbar/navbar-toggle-button.tsx';
import { layoutMaxWidth } from '../settings/shell-constants.ts';
import { footerHoldsBand, showsNavbarButton } from './floating-space.ts';
import { LayoutFrame, ScrollArea } from './layout-frame.tsx';
import type { LayoutProps } from './layout-props.ts';
import { ShellContent } from './shell-content.tsx';
import { SkipLink } from './skip-link.tsx';
import { ShellFooter } from './shell-footer.tsx';
import { ToolbarBar } from './toolbar-bar.tsx';
import { useIsMobile } from './use-is-mobile.ts';

/**
 * Vertical layout: the navbar at the left or right; the toolbar above everything or beside the
 * navbar (below its top), fixed or scrolling with the page; the footer likewise at the bottom.
 */
export function Layout1({ settings, themes }: LayoutProps) {
  const isMobile = useIsMobile();
  const { config } = settings.layout;
  const { navbar, toolbar, footer } = config;
  const contentScroll = config.scroll === 'content';
  const boxedWidth = config.mode === 'boxed' ? layoutMaxWidth('layout1', 'boxed') : undefined;
  const containerWidth =
    config.mode === 'container' ? layoutMaxWidth('layout1', 'container') : undefined;

  const toggle = navbar.display ? <NavbarToggleButton desktopToggle sx={{ mx: 0.5 }} /> : null;
  const toolbarAbove = toolbar.display && toolbar.position === 'above';
  const toolbarBelow = toolbar.display && toolbar.position === 'below';
  const footerAbove = footer.display && footer.position === 'above';
  const footerBelow = footer.display && footer.position === 'below';
  const toolbarFixed = toolbar.style === 'fixed';
  const footerFixed = footer.style === 'fixed';
  const navbarButton = showsNavbarButton(config);

  const toolbarBar = (sticky: boolean) => (
    <ToolbarBar theme={themes.toolbar} sticky={sticky} leading={toggle} />
  );
  const footerBar = (sticky: boolean) => (
    <ShellFooter theme={themes.footer} sticky={sticky} navbarButton={navbarButton} />
  );
  const desktopNavbar =
    navbar.display && !isMobile ? (
      <NavbarLayout1
        theme={themes.navbar}
        config={config}
        stickToWindow={!contentScroll}
        belowToolbar={toolbarAbove && toolbarFixed}
      />
    ) : null;

  return (
    <LayoutFrame config={config} boxedWidth={boxedWidth} style="layout1">
      <SkipLink />
      {toolbarAbove ? toolbarBar(toolbarFixed) : null}
      <Box sx={{ display: 'flex', flex: '1 1 auto', minHeight: 0, minWidth: 0 }}>
        {navbar.position === 'left' ? desktopNavbar : null}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: '1 1 auto',
            minWidth: 0,
            minHeight: 0,
          }}
        >
          {toolbarBelow && toolbarFixed ? toolbarBar(!contentScroll) : null}
          <ScrollArea contentScroll={contentScroll}>
            {toolbarBelow && !toolbarFixed ? toolbarBar(false) : null}
            <ShellContent
              animations={settings.animations}
              maxWidth={containerWidth}
              keepBandFree={!footerHoldsBand(config)}
            />
            {footerBelow && !footerFixed ? footerBar(false) : null}
          </ScrollArea>
          {footerBelow && footerFixed ? footerBar(!contentScroll) : null}
        </Box>
        {navbar.position === 'right' ? desktopNavbar : null}
      </Box>
      {footerAbove ? footerBar(footerFixed && !contentScroll) : null}
      {navbar.display && isMobile ? (
        <NavbarMobile theme={themes.navbar} position={navbar.position} />
      ) : null}
      {navbarButton ? <NavbarFloatingButton desktopToggle /> : null}
    </LayoutFrame>
  );
}
