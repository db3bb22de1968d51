import type { Mail } from '@flockbook/mock-api/mail';
import Menu from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { mailKeys, useMailFolders, useMailLabels } from '../api/mail-queries.ts';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { EMPTY_DRAFT, draftFrom } from './compose-draft.ts';
import type { ComposeDraft } from './compose-draft.ts';
import { MailComposeDialog } from './mail-compose-dialog.tsx';
import { MailList } from './mail-list.tsx';
import { listKeyOf, mailListPath } from './mail-paths.ts';
import { MailSidebar } from './mail-sidebar.tsx';
import { MailView } from './mail-view.tsx';

/** The Mail app: sidebar, the chosen list and, when a mail is open, the mail beside it. */
export function MailApp() {
  const { texts } = useMailTexts();
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listKey = listKeyOf(params);
  const mailId = params.mailId;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const folders = useMailFolders().data ?? [];
  const labels = useMailLabels().data ?? [];

  // Every id the tab has seen, so a composed mail never takes one of them.
  const takenIds = new Set(
    queryClient
      .getQueriesData<Mail[]>({ queryKey: mailKeys.lists })
      .flatMap(([, mails]) => (mails ?? []).map((mail) => mail.id)),
  );
  const sidebar = (
    <MailSidebar
      current={listKey}
      onCompose={() => setCompose(EMPTY_DRAFT)}
      onNavigate={() => setDrawerOpen(false)}
    />
  );
  const back = () => void navigate(mailListPath(listKey));

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        p: { xs: 1, sm: 2 },
        alignItems: 'flex-start',
      }}
      data-testid="mail-app"
    >
      {wide ? (
        <Paper sx={{ flexShrink: 0, overflow: 'auto' }}>{sidebar}</Paper>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {sidebar}
        </Drawer>
      )}
      <Paper sx={{ flex: 1, display: 'flex', minWidth: 0, minHeight: 520, overflow: 'hidden' }}>
        <Box
          sx={{
            width: { xs: '100%', md: mailId ? 380 : '100%' },
            flexShrink: 0,
            display: { xs: mailId ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
            borderRight: mailId ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
            {wide ? null : (
              <IconButton
                aria-label={texts.openMenu}
                onClick={() => setDrawerOpen(true)}
                data-testid="mail-open-sidebar"
              >
                <Menu />
              </IconButton>
            )}
            <Typography variant="h6" component="h1">
              {texts.title}
            </Typography>
          </Box>
          <MailList listKey={listKey} openMailId={mailId} folders={folders} labels={labels} />
        </Box>
        {mailId ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MailView
              key={mailId}
              mailId={mailId}
              folders={folders}
              labels={labels}
              onBack={back}
              onReply={(mail, mode) => setCompose(draftFrom(mail, mode, texts))}
            />
          </Box>
        ) : null}
      </Paper>
      {compose ? (
        <MailComposeDialog initial={compose} takenIds={takenIds} onClose={() => setCompose(null)} />
      ) : null}
    </Box>
  );
}
