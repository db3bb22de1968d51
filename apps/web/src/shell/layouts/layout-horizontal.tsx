import Box from '@mui/material/Box';
import { NavbarBrand } from '../navbar/navbar-brand.tsx';
import { NavbarFloatingButton } from '../navbar/navbar-floating-button.tsx';
import { NavbarHorizontal } from '../navbar/navbar-horizontal.tsx';
import { NavbarMobile } from '../navbar/navbar-mobile.tsx';
import { NavbarToggleButton } from '../navbar/navbar-toggle-button.tsx';
import { layoutMaxWidth } from '../settings/shell-constants.ts';
import type { LayoutStyle } from '../settings/settings-types.ts';
import { footerHoldsBand, showsNavbarButton } from './floating-space.ts';
import { LayoutFrame, ScrollArea } from './layout-frame.tsx';
import type { LayoutProps } from './layout-props.ts';
import { ShellContent } from './shell-content.tsx';
import { SkipLink } from './skip-link.tsx';
import { ShellFooter } from './shell-footer.tsx';
import { ToolbarBar } from './toolbar-bar.tsx';
import { useIsMobile } from './use-is-mobile.ts';

export type LayoutHorizontalProps = LayoutProps & {
  style: Extract<LayoutStyle, 'layout2' | 'layout3'>;
};

/**
 * Horizontal layouts: the navigation is a bar of menus under the toolbar (toolbar `above`) or
 * over it (`below`). In container mode the bars span the window and their contents, like the
 * page, keep within 1120; in boxed mode the whole layout does. Small screens use the drawer.
 */
export function LayoutHorizontal({ settings, themes, style }: LayoutHorizontalProps) {
  const isMobile = useIsMobile();
  const { config } = settings.layout;
  const { navbar, toolbar, footer } = config;
  const contentScroll = config.scroll === 'content';
  const boxedWidth = config.mode === 'boxed' ? layoutMaxWidth(style, 'boxed') : undefined;
  const containerWidth =
    config.mode === 'container' ? layoutMaxWidth(style, 'container') : undefined;

  const showNavbarBar = navbar.display && !isMobile;
  const toolbarFirst = toolbar.display && (toolbar.position === 'above' || !showNavbarBar);
  const leading = (
    <>
      {navbar.display ? <NavbarToggleButton desktopToggle={false} sx={{ mx: 0.5 }} /> : null}
      {toolbarFirst ? (
        <Box sx={{ display: 'flex', px: 1 }}>
          <NavbarBrand compact />
        </Box>
      ) : null}
    </>
  );
  const toolbarBar = (
    <ToolbarBar
      theme={themes.toolbar}
      sticky={!contentScroll}
      leading={leading}
      maxWidth={containerWidth}
    />
  );
  const navbarBar = showNavbarBar ? (
    <NavbarHorizontal theme={themes.navbar} showBrand={!toolbarFirst} maxWidth={containerWidth} />
  ) : null;
  const footerFixed = footer.style === 'fixed';
  // On a large screen the horizontal menu bar has nothing to hide, so no button floats there.
  const navbarButton = showsNavbarButton(config) && isMobile;
  const footerBar = (sticky: boolean) => (
    <ShellFooter
      theme={themes.footer}
      sticky={sticky}
      maxWidth={containerWidth}
      navbarButton={navbarButton}
    />
  );

  return (
    <LayoutFrame config={config} boxedWidth={boxedWidth} style={style}>
      <SkipLink />
      {toolbarFirst ? toolbarBar : navbarBar}
      {toolbarFirst ? navbarBar : toolbar.display ? toolbarBar : null}
      <ScrollArea contentScroll={contentScroll}>
        <ShellContent
          animations={settings.animations}
          maxWidth={containerWidth}
          keepBandFree={!footerHoldsBand(config)}
        />
        {footer.display && !footerFixed ? footerBar(false) : null}
      </ScrollArea>
      {footer.display && footerFixed ? footerBar(!contentScroll) : null}
      {navbar.display && isMobile ? (
        <NavbarMobile theme={themes.navbar} position={navbar.position} />
      ) : null}
      {navbarButton ? <NavbarFloatingButton desktopToggle={false} /> : null}
    </LayoutFrame>
  );
}
