import type { FileEntry } from '@flockbook/mock-api/file-manager';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useFileManagerTexts } from '../locales/use-file-manager-texts.ts';
import { formatFileDate, formatSize } from './file-manager-view.ts';
import { FileTypeIcon } from './file-type-icon.tsx';
import { DataText } from '../../../components/data-text.tsx';

export type FileTableProps = {
  entries: readonly FileEntry[];
  selectedId: string | null;
  /** `via` tells a click (which may open the details drawer) from an arrow key. */
  onSelect: (entry: FileEntry, via: 'click' | 'key') => void;
  /** Double click or Enter: a folder opens, a file shows its details. */
  onOpen: (entry: FileEntry, via: 'click' | 'key') => void;
  /** Set to a new value (the folder's path) to move the focus into the table, e.g. after Enter. */
  focusRequest?: string | null;
};

const hideOnSmall = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The folder's entries as a grid of rows: one row is in the tab order (the selected one, else
 * the first); arrow keys, Home and End move between rows and select; Enter opens.
 */
export function FileTable({ entries, selectedId, onSelect, onOpen, focusRequest }: FileTableProps) {
  const { texts, language } = useFileManagerTexts();
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const focusIndex = Math.max(
    0,
    entries.findIndex((entry) => entry.id === selectedId),
  );

  useEffect(() => {
    if (focusRequest) rows.current[focusIndex]?.focus();
    // Only a new request moves the focus, not a new selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const moveTo = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    onSelect(entry, 'key');
    rows.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number, entry: FileEntry) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(Math.min(Math.max(moves[event.key] ?? 0, 0), entries.length - 1));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.key === 'Enter') onOpen(entry, 'key');
      else onSelect(entry, 'click');
    }
  };

  return (
    <Table role="grid" aria-label={texts.title} aria-describedby="file-table-hint" size="small">
      <caption id="file-table-hint" style={{ captionSide: 'bottom', textAlign: 'start' }}>
        <Typography variant="caption" color="text.secondary">
          {texts.openHint}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{texts.columns.name}</TableCell>
          <TableCell sx={hideOnSmall}>{texts.columns.owner}</TableCell>
          <TableCell align="right">{texts.columns.size}</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
            {texts.columns.modified}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow
            key={entry.id}
            ref={(row) => {
              rows.current[index] = row;
            }}
            hover
            selected={entry.id === selectedId}
            aria-selected={entry.id === selectedId}
            tabIndex={index === focusIndex ? 0 : -1}
            data-testid="file-row"
            data-type={entry.type}
            onClick={() => onSelect(entry, 'click')}
            onDoubleClick={() => onOpen(entry, 'click')}
            onKeyDown={(event) => onKeyDown(event, index, entry)}
            sx={{
              cursor: 'pointer',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <TableCell sx={{ maxWidth: 0, width: '50%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                <FileTypeIcon type={entry.type} />
                <DataText noWrap data-testid="file-name" sx={{ fontSize: '1.3rem' }}>
                  {entry.name}
                </DataText>
              </Box>
            </TableCell>
            <TableCell sx={{ ...hideOnSmall, whiteSpace: 'nowrap' }}>{entry.owner}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatSize(entry.size, language)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {formatFileDate(entry.modified, language)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
