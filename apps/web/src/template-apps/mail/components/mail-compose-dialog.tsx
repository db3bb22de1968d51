import { Spinner } from '../../../components/spinner.tsx';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { fill, useMailTexts } from '../locales/use-mail-texts.ts';
import { checkDraft, mailFromDraft, readAttachment } from './compose-draft.ts';
import type { ComposeDraft, DraftProblems } from './compose-draft.ts';
import { newMailId } from './mail-format.ts';
import { useMailActions } from './use-mail-actions.ts';

// The editor is large: it downloads when a compose dialog first opens.
const MailEditor = lazy(() => import('./mail-editor.tsx'));

type MailComposeDialogProps = {
  initial: ComposeDraft;
  takenIds: ReadonlySet<string>;
  onClose: () => void;
};

/** Writes a mail; Send stores it in Sent, Save draft in Drafts (the mock's `update-mail`). */
export function MailComposeDialog({ initial, takenIds, onClose }: MailComposeDialogProps) {
  const { texts } = useMailTexts();
  const t = texts.composeDialog;
  const { user } = useSession();
  const actions = useMailActions();
  const titleId = useId();
  const messageLabelId = useId();
  const [draft, setDraft] = useState<ComposeDraft>(initial);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [copies, setCopies] = useState(initial.cc !== '' || initial.bcc !== '');

  const set = (field: keyof Omit<ComposeDraft, 'attachments'>) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in problems) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const store = (folder: 'sent' | 'drafts') => {
    const found = checkDraft(draft, texts, folder === 'sent');
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const mail = mailFromDraft(draft, {
      id: newMailId(takenIds),
      from: {
        name: user.data.displayName || user.data.email,
        email: user.data.email,
        avatar: user.data.photoURL,
      },
      folder,
      now: new Date(),
    });
    void actions.save(mail, folder === 'sent' ? texts.done.sent : texts.done.drafted).then((ok) => {
      if (ok) onClose();
    });
  };

  const attach = (files: FileList | null) => {
    if (!files) return;
    void Promise.all(Array.from(files).map(readAttachment)).then(
      (added) =>
        setDraft((current) => ({ ...current, attachments: [...current.attachments, ...added] })),
      () => showMessage({ message: texts.failed, variant: 'error' }),
    );
  };

  const field = (name: 'to' | 'cc' | 'bcc', label: string) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={Boolean(problems[name])}
      helperText={problems[name] ?? (name === 'to' ? t.recipientsHint : undefined)}
      slotProps={{ htmlInput: { 'data-testid': `compose-${name}` } }}
      fullWidth
      size="small"
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      data-testid="mail-compose-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>{t.title}</Box>
        <IconButton aria-label={t.close} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {field('to', t.to)}
          {copies ? null : (
            <Button
              size="small"
              onClick={() => setCopies(true)}
              sx={{ whiteSpace: 'nowrap', mt: 0.5 }}
            >
              {t.showCopies}
            </Button>
          )}
        </Box>
        {copies ? field('cc', t.cc) : null}
        {copies ? field('bcc', t.bcc) : null}
        <TextField
          label={t.subject}
          value={draft.subject}
          onChange={(event) => set('subject')(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'compose-subject' } }}
          fullWidth
          size="small"
        />
        <Box>
          <Typography
            id={messageLabelId}
            variant="caption"
            component="div"
            sx={{ color: 'text.secondary', mb: 0.5 }}
          >
            {t.message}
          </Typography>
          <Suspense
            fallback={
              <Box
                role="status"
                aria-labelledby={messageLabelId}
                data-testid="compose-message-loading"
                sx={{
                  minHeight: 236,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1.5,
                  color: 'text.secondary',
                }}
              >
                <Spinner size={20} />
                <Typography variant="body2">{t.editor.loading}</Typography>
              </Box>
            }
          >
            <MailEditor
              initialHtml={initial.message}
              onChange={set('message')}
              label={t.message}
              texts={t.editor}
            />
          </Suspense>
        </Box>
        {draft.attachments.length > 0 ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {draft.attachments.map((attachment, index) => (
              <Chip
                key={`${attachment.fileName}-${index}`}
                label={attachment.fileName}
                onDelete={() =>
                  setDraft((current) => ({
                    ...current,
                    attachments: current.attachments.filter((_, at) => at !== index),
                  }))
                }
                title={fill(t.removeAttachment, { name: attachment.fileName })}
              />
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button component="label" startIcon={<AttachFile />}>
          {t.attach}
          <input
            type="file"
            multiple
            hidden
            data-testid="compose-attach"
            onChange={(event) => {
              attach(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t.discard}</Button>
        <Button
          onClick={() => store('drafts')}
          disabled={actions.busy}
          data-testid="compose-save-draft"
        >
          {t.saveDraft}
        </Button>
        <Button
          variant="contained"
          onClick={() => store('sent')}
          disabled={actions.busy}
          data-testid="compose-send"
        >
          {t.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
