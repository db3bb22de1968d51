import { ROOT_LOCATION } from '@flockbook/mock-api/file-manager';
import type { FileEntry } from '@flockbook/mock-api/file-manager';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { useFiles } from '../api/file-manager-api.ts';
import { fill, useFileManagerTexts } from '../locales/use-file-manager-texts.ts';
import { FileBreadcrumbs } from './file-breadcrumbs.tsx';
import { FileDetails } from './file-details.tsx';
import { pathOf, visibleEntries } from './file-manager-view.ts';
import { FileTable } from './file-table.tsx';

const DETAILS_WIDTH = 340;

/**
 * `/apps/file-manager`: the current folder's files and folders in a table, breadcrumbs back up,
 * a search below the folder, and the selected entry's details beside the table (a drawer on
 * small screens). Offline marks are kept in the page.
 */
export function FileManagerPage() {
  const { texts } = useFileManagerTexts();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const files = useFiles();
  const [location, setLocation] = useState(ROOT_LOCATION);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  const [offline, setOffline] = useState<Record<string, boolean>>({});

  const all = (files.data ?? []).map((file) =>
    file.id in offline ? { ...file, offline: offline[file.id] ?? file.offline } : file,
  );
  const entries = visibleEntries(all, location, search);
  const selected = all.find((file) => file.id === selectedId);
  const contents =
    selected?.type === 'folder'
      ? all.filter((file) => file.location === pathOf(selected)).length
      : undefined;

  const goTo = (path: string) => {
    setLocation(path);
    setSearch('');
    setSelectedId(null);
    setFocusRequest(null);
  };
  const select = (entry: FileEntry, via: 'click' | 'key') => {
    setSelectedId(entry.id);
    if (!wide && via === 'click') setDrawerOpen(true);
  };
  const open = (entry: FileEntry, via: 'click' | 'key') => {
    if (entry.type !== 'folder') return select(entry, 'click');
    goTo(pathOf(entry));
    // Opened from the keyboard, the focus stays in the table, on the folder's first row.
    setFocusRequest(via === 'key' ? pathOf(entry) : null);
  };
  const changeOffline = (entry: FileEntry, value: boolean) => {
    setOffline((marks) => ({ ...marks, [entry.id]: value }));
    showMessage({
      message: fill(value ? texts.offlineOn : texts.offlineOff, { name: entry.name }),
      variant: 'success',
    });
  };

  const details = selected ? (
    <FileDetails entry={selected} contents={contents} onOfflineChange={changeOffline} />
  ) : (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {texts.selectPrompt}
    </Typography>
  );

  let body;
  if (files.isPending) body = <LoadingState />;
  else if (files.isError) {
    body = (
      <Box sx={{ p: 2 }}>
        <ErrorState
          title={texts.loadFailed}
          error={files.error}
          onRetry={() => void files.refetch()}
        />
      </Box>
    );
  } else if (entries.length === 0) {
    body = (
      <Typography
        color="text.secondary"
        sx={{ p: 4, textAlign: 'center' }}
        data-testid="file-empty"
      >
        {search.trim() === '' ? texts.emptyFolder : fill(texts.noMatch, { search: search.trim() })}
      </Typography>
    );
  } else {
    body = (
      <FileTable
        entries={entries}
        selectedId={selectedId}
        onSelect={select}
        onOpen={open}
        focusRequest={focusRequest}
      />
    );
  }

  return (
    <Box data-testid="file-manager-page" sx={{ p: { xs: 1, sm: 2 } }}>
      <Paper sx={{ display: 'flex', minHeight: 560, overflow: 'hidden' }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 2,
              px: 2,
              pt: 2,
              pb: 1,
            }}
          >
            <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 160 }}>
              {texts.title}
            </Typography>
            <TextField
              size="small"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={texts.search}
              slotProps={{
                htmlInput: { 'aria-label': texts.search, 'data-testid': 'file-search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ width: { xs: '100%', sm: 260 } }}
            />
          </Box>
          <FileBreadcrumbs location={location} onGoTo={goTo} />
          <Box sx={{ flex: 1, overflow: 'auto' }}>{body}</Box>
        </Box>
        {wide ? (
          <Box
            component="aside"
            aria-label={texts.details.title}
            sx={{ width: DETAILS_WIDTH, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}
          >
            {details}
          </Box>
        ) : null}
      </Paper>
      {wide ? null : (
        <Drawer
          anchor="right"
          open={drawerOpen && selected !== undefined}
          onClose={() => setDrawerOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': texts.details.title,
              sx: { width: DETAILS_WIDTH, maxWidth: '100vw' },
            },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
            <IconButton aria-label={texts.close} onClick={() => setDrawerOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Box>
          {details}
        </Drawer>
      )}
    </Box>
  );
}
