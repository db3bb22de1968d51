import type { Settings } from '../settings/settings-types.ts';
import { LayoutFrame, ScrollArea } from './layout-frame.tsx';
import { ShellContent } from './shell-content.tsx';

export type BareLayoutProps = {
  settings: Settings;
  /** The settings button floats over this page (a shell page whose bars are all hidden). */
  floatingButtons: boolean;
};

/**
 * A page of its own (sign-in, error pages): the layout frame and the page, without navbar,
 * toolbar or footer, so such pages never download their code.
 */
export function BareLayout({ settings, floatingButtons }: BareLayoutProps) {
  const { config, style } = settings.layout;
  return (
    <LayoutFrame config={config} boxedWidth={undefined} style={style}>
      <ScrollArea contentScroll={config.scroll === 'content'}>
        <ShellContent animations={settings.animations} keepBandFree={floatingButtons} />
      </ScrollArea>
    </LayoutFrame>
  );
}
