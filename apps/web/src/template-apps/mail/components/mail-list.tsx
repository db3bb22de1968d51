import type { Mail, MailFolder, MailLabel } from '@flockbook/mock-api/mail';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import type { MailListKey } from '../api/mail-api.ts';
import { useMails } from '../api/mail-queries.ts';
import { countText } from '../../../lib/translator.ts';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { searchMails } from './mail-format.ts';
import { MailListItem } from './mail-list-item.tsx';
import { MailListToolbar } from './mail-list-toolbar.tsx';
import { mailListPath } from './mail-paths.ts';
import { useMailActions } from './use-mail-actions.ts';

type MailListProps = {
  listKey: MailListKey;
  openMailId: string | undefined;
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
};

/** The mails of a folder, filter or label, searchable, with selection and bulk actions. */
export function MailList({ listKey, openMailId, folders, labels }: MailListProps) {
  const { texts, language } = useMailTexts();
  const mails = useMails(listKey);
  const actions = useMailActions();
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [askDelete, setAskDelete] = useState(false);

  const shown = useMemo(() => searchMails(mails.data ?? [], search), [mails.data, search]);
  // Only what is shown stays selected: a mail that leaves the list leaves the selection.
  const selected = shown.filter((mail) => selectedIds.has(mail.id));
  const select = (mail: Mail, on: boolean) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (on) next.add(mail.id);
      else next.delete(mail.id);
      return next;
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          fullWidth
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.search}
          slotProps={{
            htmlInput: { 'aria-label': texts.search, 'data-testid': 'mail-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <MailListToolbar
        shown={shown}
        selected={selected}
        folders={folders}
        labels={labels}
        actions={actions}
        onSelectAll={(all) => setSelectedIds(new Set(all ? shown.map((mail) => mail.id) : []))}
        onAskDelete={() => setAskDelete(true)}
        onDone={() => setSelectedIds(new Set())}
      />
      <Box sx={{ flex: 1, overflow: 'auto' }}>
        {mails.isPending ? (
          <LoadingState />
        ) : mails.isError ? (
          <Box sx={{ p: 2 }}>
            <ErrorState
              error={mails.error}
              title={texts.loadFailed}
              onRetry={() => void mails.refetch()}
            />
          </Box>
        ) : shown.length === 0 ? (
          <Typography
            color="text.secondary"
            sx={{ p: 4, textAlign: 'center' }}
            data-testid="mail-list-empty"
          >
            {search.trim() ? texts.noMatch : texts.empty}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="mail-list">
            {shown.map((mail) => (
              <MailListItem
                key={mail.id}
                mail={mail}
                to={mailListPath(listKey, mail.id)}
                open={mail.id === openMailId}
                checked={selectedIds.has(mail.id)}
                labels={labels}
                onCheck={(on) => select(mail, on)}
              />
            ))}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={askDelete}
        title={texts.confirmDeleteTitle}
        body={countText(texts.confirmDeleteText, selected.length, language)}
        confirmLabel={texts.deleteForever}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setAskDelete(false)}
        onConfirm={() => {
          setAskDelete(false);
          void actions.deleteForever(selected.map((mail) => mail.id)).then((ok) => {
            if (ok) setSelectedIds(new Set());
          });
        }}
      />
    </Box>
  );
}
