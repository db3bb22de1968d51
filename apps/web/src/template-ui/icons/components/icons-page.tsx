import type { IconEntry } from '@flockbook/mock-api/icons';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { countText } from '../../../lib/translator.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useIcons } from '../api/icons-api.ts';
import { searchIcons } from '../icon-search.ts';
import { useIconsTexts } from '../locales/use-icons-texts.ts';
import { IconDetailDialog } from './icon-detail-dialog.tsx';
import { IconGrid } from './icon-grid.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DELAY_MS = 200;

/** `/ui/icons`: the icon catalogue, searchable by name and tag. */
export function IconsPage() {
  const texts = useIconsTexts();
  const language = useShellLanguage();
  const icons = useIcons();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<IconEntry | null>(null);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const all = icons.data;
  const shown = useMemo(() => searchIcons(all ?? [], settledSearch), [all, settledSearch]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="icons-page">
      <Typography variant="h4" component="h1">
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {texts.subtitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <TextField
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={texts.search}
            sx={{ flex: '1 1 280px', maxWidth: 480 }}
            slotProps={{
              htmlInput: { 'aria-label': texts.search, 'data-testid': 'icons-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {all ? (
            <Typography
              variant="body2"
              color="text.secondary"
              role="status"
              data-testid="icons-count"
            >
              {countText(texts.count, all.length, language, { shown: shown.length })}
            </Typography>
          ) : null}
        </Box>
        {icons.isPending ? (
          <LoadingState />
        ) : icons.isError ? (
          <ErrorState
            title={texts.loadFailed}
            error={icons.error}
            onRetry={() => void icons.refetch()}
          />
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {settledSearch === ''
              ? texts.empty
              : fillText(texts.noMatch, { search: settledSearch })}
          </Typography>
        ) : (
          <IconGrid icons={shown} texts={texts} onOpen={setOpen} />
        )}
      </Paper>
      <IconDetailDialog icon={open} texts={texts} onClose={() => setOpen(null)} />
    </Box>
  );
}
