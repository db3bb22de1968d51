import type { FileEntry } from '@flockbook/mock-api/file-manager';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { countText } from '../../../lib/translator.ts';
import { useFileManagerTexts } from '../locales/use-file-manager-texts.ts';
import { displayLocation, formatFileDate, formatSize } from './file-manager-view.ts';
import { FileTypeIcon } from './file-type-icon.tsx';
import { DataText } from '../../../components/data-text.tsx';

export type FileDetailsProps = {
  entry: FileEntry;
  /** Entries directly in a folder; not given for a file. */
  contents?: number | undefined;
  onOfflineChange: (entry: FileEntry, offline: boolean) => void;
};

/** The preview (or the type icon) and the facts of one entry, with its offline switch. */
export function FileDetails({ entry, contents, onOfflineChange }: FileDetailsProps) {
  const { texts, language } = useFileManagerTexts();
  const facts: [string, string, string][] = [
    ['type', texts.details.type, texts.types[entry.type]],
    ['size', texts.details.size, formatSize(entry.size, language)],
    ...(contents === undefined
      ? []
      : [
          ['contents', texts.details.contents, countText(texts.items, contents, language)] as [
            string,
            string,
            string,
          ],
        ]),
    ['location', texts.details.location, displayLocation(entry.location, texts.root)],
    ['owner', texts.details.owner, entry.owner],
    ['modified', texts.details.modified, formatFileDate(entry.modified, language, true)],
    ['opened', texts.details.opened, formatFileDate(entry.opened, language, true)],
    ['created', texts.details.created, formatFileDate(entry.created, language, true)],
  ];

  return (
    <Box data-testid="file-details" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          height: 180,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {entry.preview ? (
          <Box
            component="img"
            src={entry.preview}
            alt={entry.name}
            data-testid="file-preview"
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <FileTypeIcon type={entry.type} size={96} />
        )}
      </Box>
      <DataText
        component="h2"
        data-testid="file-details-name"
        sx={{ fontWeight: 600, fontSize: '1.6rem', overflowWrap: 'anywhere' }}
      >
        {entry.name}
      </DataText>
      <FormControlLabel
        control={
          <Switch
            checked={entry.offline}
            onChange={(event) => onOfflineChange(entry, event.target.checked)}
          />
        }
        label={texts.details.offline}
        sx={{ justifyContent: 'space-between', mx: 0 }}
        labelPlacement="start"
      />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        {facts.map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: '1.3rem' }}>
              {label}
            </Typography>
            <DataText
              component="dd"
              data-testid={`file-detail-${key}`}
              sx={{ m: 0, fontSize: '1.3rem', textAlign: 'end', overflowWrap: 'anywhere' }}
            >
              {value}
            </DataText>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
