import type { IconEntry } from '@flockbook/mock-api/icons';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ComponentPropsWithRef } from 'react';
import { VirtuosoGrid } from 'react-virtuoso';
import { fillText } from '../../../records/area-texts.ts';
import type { IconsTexts } from '../locales/en.ts';
import { MaterialIconGlyph } from './material-icon-glyph.tsx';

export type IconGridProps = {
  icons: readonly IconEntry[];
  texts: IconsTexts;
  onOpen: (icon: IconEntry) => void;
};

// Equal-sized cells, as VirtuosoGrid requires; as many columns as fit.
function GridList(props: ComponentPropsWithRef<'div'>) {
  return (
    <Box
      {...props}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1,
        p: 0.5,
      }}
    />
  );
}

const FIRST_TILES = 24;

/** Only the rows in view are in the page; each tile is a button that opens the icon. */
export function IconGrid({ icons, texts, onOpen }: IconGridProps) {
  return (
    <VirtuosoGrid
      data-testid="icon-grid"
      style={{ height: 'max(420px, calc(100vh - 300px))' }}
      data={icons}
      // Draws the first tiles before the grid has measured itself (first paint, and jsdom).
      initialItemCount={Math.min(icons.length, FIRST_TILES)}
      components={{ List: GridList }}
      computeItemKey={(_, icon) => icon.id}
      itemContent={(_, icon) => (
        <ButtonBase
          data-testid="icon-tile"
          aria-label={fillText(texts.openIcon, { name: icon.name })}
          onClick={() => onOpen(icon)}
          focusRipple
          sx={{
            width: '100%',
            height: 104,
            flexDirection: 'column',
            gap: 1,
            px: 1,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            color: 'text.primary',
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover', borderColor: 'primary.main' },
          }}
        >
          <MaterialIconGlyph ligature={icon.ligatures} size={icon.prevSize} />
          <Typography
            variant="caption"
            noWrap
            dir="ltr"
            sx={{ maxWidth: '100%', color: 'text.secondary' }}
          >
            {icon.name}
          </Typography>
        </ButtonBase>
      )}
    />
  );
}
