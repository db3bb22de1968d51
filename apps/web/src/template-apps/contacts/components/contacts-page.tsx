import type { Contact, NewContact } from '@flockbook/mock-api/contacts';
import { CONTACT_LISTS } from '@flockbook/mock-api/contacts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { useContactMutations, useContacts, useContactsUser } from '../api/contacts-api.ts';
import {
  contactsOfView,
  contactsView,
  fullName,
  searchContacts,
  sortContacts,
} from '../contacts-view.ts';
import { fill, useContactsTexts } from '../locales/use-contacts-texts.ts';
import { ContactDialog } from './contact-dialog.tsx';
import { ContactsSidebar } from './contacts-sidebar.tsx';
import { ContactsTable } from './contacts-table.tsx';
import { ContactsToolbar } from './contacts-toolbar.tsx';

/** `/apps/contacts/{id}`: a list (all, frequent, starred) or one of the user's groups. */
export function ContactsPage() {
  const { id = 'all' } = useParams();
  // A fresh search and selection for every list.
  return <ContactsScreen key={id} id={id} />;
}

type Removal = { ids: string[]; name?: string; fromDialog: boolean };

function ContactsScreen({ id }: { id: string }) {
  const texts = useContactsTexts();
  const language = useShellLanguage();
  const { i18n } = useTranslation();
  const user = useContactsUser();
  const isList = (CONTACT_LISTS as readonly string[]).includes(id);
  // A group's contacts come from every contact (`GET contacts` answers all for its id).
  const list = useContacts(isList ? id : 'all');
  const all = useContacts('all');
  const mutations = useContactMutations();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);

  const view = contactsView(id, user.data);
  if (view.kind === 'unknown' && user.isSuccess) return <Navigate to={paths.error404} replace />;

  const shown = sortContacts(
    searchContacts(contactsOfView(list.data ?? [], view), search),
    i18n.language,
  );
  const selectedIds = shown.filter((contact) => selected.has(contact.id)).map((c) => c.id);
  const starred = user.data?.starred ?? [];
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);
  const title =
    view.kind === 'group' ? view.name : view.kind === 'list' ? texts.lists[view.id] : '';

  const done = (message: string) => showMessage({ message, variant: 'success' });
  const failed = () => showMessage({ message: texts.failed, variant: 'error' });

  const save = (contact: Contact | NewContact) => {
    const options = {
      onSuccess: () => {
        setEditing(null);
        done('id' in contact ? texts.saved : texts.added);
      },
      onError: failed,
    };
    if ('id' in contact && contact.id) mutations.update.mutate(contact as Contact, options);
    else mutations.add.mutate(contact, options);
  };

  const confirmRemoval = () => {
    if (!removal) return;
    const options = {
      onSuccess: () => {
        setRemoval(null);
        if (removal.fromDialog) setEditing(null);
        setSelected(new Set());
        done(
          removal.ids.length === 1
            ? texts.removed
            : countText(texts.removedMany, removal.ids.length, language),
        );
      },
      onError: () => {
        setRemoval(null);
        failed();
      },
    };
    const [only] = removal.ids;
    if (removal.ids.length === 1 && only) mutations.remove.mutate(only, options);
    else mutations.removeMany.mutate(removal.ids, options);
  };

  const bulk = (mutation: { mutate: typeof mutations.setStarred.mutate }) =>
    mutation.mutate(selectedIds, {
      onSuccess: () => done(countText(texts.starredMany, selectedIds.length, language)),
      onError: failed,
    });

  return (
    <Box
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-start' },
        gap: 2,
      }}
      data-testid="contacts-page"
    >
      <ContactsSidebar user={user.data} current={id} allCount={all.data?.length} />
      <Paper sx={{ flex: 1, minWidth: 0 }}>
        <ContactsToolbar
          title={title}
          search={search}
          onSearch={setSearch}
          onAdd={() => setEditing({ contact: null })}
          selectedCount={selectedIds.length}
          busy={busy}
          onStar={() => bulk(mutations.setStarred)}
          onUnstar={() => bulk(mutations.setUnstarred)}
          onToggleStars={() => bulk(mutations.toggleStars)}
          onRemove={() => setRemoval({ ids: selectedIds, fromDialog: false })}
        />
        {list.isPending || user.isPending ? (
          <LoadingState />
        ) : list.isError || user.isError ? (
          <Box sx={{ p: 2 }}>
            <ErrorState
              title={texts.loadFailed}
              error={list.error ?? user.error}
              onRetry={() => void Promise.all([list.refetch(), user.refetch()])}
            />
          </Box>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {search.trim() ? fill(texts.noMatch, { search: search.trim() }) : texts.empty}
          </Typography>
        ) : (
          <>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ px: 2, pt: 1.5 }}
              component="p"
            >
              {countText(texts.count, shown.length, language)}
            </Typography>
            <ContactsTable
              contacts={shown}
              starred={starred}
              selected={selected}
              onSelect={setSelected}
              onOpen={(contact) => setEditing({ contact })}
              starBusy={busy}
              onToggleStar={(contact) =>
                mutations.toggleStar.mutate(contact.id, {
                  onSuccess: () => done(texts.starredOne),
                  onError: failed,
                })
              }
            />
          </>
        )}
      </Paper>
      {editing ? (
        <ContactDialog
          contact={editing.contact}
          busy={busy}
          onClose={() => setEditing(null)}
          onSave={save}
          onRemove={(contact) =>
            setRemoval({ ids: [contact.id], name: fullName(contact), fromDialog: true })
          }
        />
      ) : null}
      <ConfirmDialog
        open={removal !== null}
        title={removal?.name ? texts.confirmRemoveTitle : texts.confirmRemoveManyTitle}
        body={
          removal?.name
            ? fill(texts.confirmRemoveBody, { name: removal.name })
            : countText(texts.confirmRemoveManyBody, removal?.ids.length ?? 0, language)
        }
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        busy={busy}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoval(null)}
      />
    </Box>
  );
}
