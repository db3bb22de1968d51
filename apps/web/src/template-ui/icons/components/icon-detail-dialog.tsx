import type { IconEntry } from '@flockbook/mock-api/icons';
import { muiIconComponentName } from '@flockbook/mock-api/icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CodeSnippet } from '../../typography/components/code-snippet.tsx';
import { codePointLabel } from '../icon-search.ts';
import type { IconsTexts } from '../locales/en.ts';
import { MaterialIconGlyph } from './material-icon-glyph.tsx';

export type IconDetailDialogProps = {
  icon: IconEntry | null;
  texts: IconsTexts;
  onClose: () => void;
};

/** The snippets that draw `icon`: with the icon font, and as an MUI component. */
export function iconUsage(icon: IconEntry): { font: string; mui: string } {
  const component = muiIconComponentName(icon.name);
  return {
    font: `<span className="material-icons">${icon.ligatures}</span>`,
    mui: `import ${component}Icon from '@mui/icons-material/${component}';\n\n<${component}Icon />`,
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** An icon's name, ligature, code point, tags and copyable usage. */
export function IconDetailDialog({ icon, texts, onClose }: IconDetailDialogProps) {
  const usage = icon ? iconUsage(icon) : null;
  return (
    <Dialog open={icon !== null} onClose={onClose} fullWidth maxWidth="sm">
      {icon && usage ? (
        <Box data-testid="icon-detail">
          <DialogTitle dir="ltr" sx={{ textAlign: 'start' }}>
            {icon.name}
          </DialogTitle>
          <DialogContent>
            <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 3 }}>
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 96,
                  height: 96,
                  flexShrink: 0,
                  borderRadius: 3,
                  bgcolor: 'action.hover',
                  color: 'primary.main',
                }}
              >
                <MaterialIconGlyph ligature={icon.ligatures} size={64} />
              </Box>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
              >
                <Fact label={texts.detail.name}>
                  <span dir="ltr">{icon.name}</span>
                </Fact>
                <Fact label={texts.detail.ligature}>
                  <span dir="ltr">{icon.ligatures}</span>
                </Fact>
                <Fact label={texts.detail.code}>
                  <span dir="ltr" data-testid="icon-code">
                    {codePointLabel(icon.code)} · {icon.code}
                  </span>
                </Fact>
              </Box>
            </Stack>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {texts.detail.tags}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 3 }}>
              {icon.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {texts.detail.fontUsage}
            </Typography>
            <CodeSnippet code={usage.font} texts={texts} label={texts.detail.fontUsage} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {texts.detail.muiUsage}
            </Typography>
            <CodeSnippet code={usage.mui} texts={texts} label={texts.detail.muiUsage} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{texts.detail.close}</Button>
          </DialogActions>
        </Box>
      ) : null}
    </Dialog>
  );
}
