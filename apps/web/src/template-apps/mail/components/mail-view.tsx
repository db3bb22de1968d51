import type { Mail, MailFolder, MailLabel } from '@flockbook/mock-api/mail';
import { MAIL_FOLDER_IDS } from '@flockbook/mock-api/mail';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Forward from '@mui/icons-material/Forward';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Reply from '@mui/icons-material/Reply';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DataText, dataTextProps } from '../../../components/data-text.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useMail } from '../api/mail-queries.ts';
import { countText } from '../../../lib/translator.ts';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { MailAttachments } from './mail-attachments.tsx';
import { formatMailFullTime } from './mail-format.ts';
import { LabelMenu, MoveToMenu } from './mail-menus.tsx';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useMailActions } from './use-mail-actions.ts';
import { readableOn } from '../../../lib/readable-colour.ts';

/** Arrows that point the way of the text. */
const flipInRtl = {
  transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
};

type MailViewProps = {
  mailId: string;
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
  onBack: () => void;
  onReply: (mail: Mail, mode: 'reply' | 'forward') => void;
};

/** The open mail: actions, subject, labels, sender and recipients, the message and attachments. */
export function MailView({ mailId, folders, labels, onBack, onReply }: MailViewProps) {
  const { texts, language } = useMailTexts();
  const query = useMail(mailId);
  const actions = useMailActions();
  const [askDelete, setAskDelete] = useState(false);
  const mail = query.data;
  const html = useMemo(() => (mail ? sanitizeHtml(mail.message) : ''), [mail]);
  const { markOpened } = actions;

  useEffect(() => {
    if (mail && !mail.read) markOpened(mail);
    // Once per opened mail; marking it read changes `mail` itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mail?.id]);

  if (query.isPending) return <LoadingState />;
  if (query.isError || !mail) {
    return (
      <Box sx={{ p: 3 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ mb: 2 }}>
          {texts.back}
        </Button>
        <ErrorState
          error={query.error}
          title={texts.mailLoadFailed}
          onRetry={() => void query.refetch()}
        />
      </Box>
    );
  }

  const inTrash = mail.folder === MAIL_FOLDER_IDS.trash;
  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} disabled={actions.busy} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const mailLabels = labels.filter((label) => mail.labels.includes(label.id));

  return (
    <Box component="article" sx={{ height: '100%', overflow: 'auto' }} data-testid="mail-view">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {tool(
          texts.back,
          <ArrowBack
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />,
          onBack,
          'mail-view-back',
        )}
        <Box sx={{ flex: 1 }} />
        {tool(
          mail.starred ? texts.unstar : texts.star,
          mail.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />,
          () => void actions.setFlag([mail], 'starred', !mail.starred),
          'mail-view-star',
        )}
        {tool(
          mail.important ? texts.markNotImportant : texts.markImportant,
          mail.important ? <LabelImportant color="warning" /> : <LabelImportantOutlined />,
          () => void actions.setFlag([mail], 'important', !mail.important),
          'mail-view-important',
        )}
        {tool(
          texts.markUnread,
          <MarkEmailUnreadOutlined />,
          () => void actions.setFlag([mail], 'read', false).then(onBack),
          'mail-view-unread',
        )}
        <LabelMenu
          items={labels}
          testId="mail-view-label"
          disabled={actions.busy}
          onChoose={(label) => void actions.toggleLabel([mail.id], label)}
        />
        <MoveToMenu
          items={folders}
          testId="mail-view-move"
          disabled={actions.busy}
          onChoose={(folder) => void actions.moveTo([mail.id], folder)}
        />
        {inTrash
          ? tool(
              texts.deleteForever,
              <DeleteForeverOutlined />,
              () => setAskDelete(true),
              'mail-view-delete',
            )
          : tool(
              texts.moveToTrash,
              <DeleteOutlined />,
              () => void actions.moveToTrash([mail.id], [...folders]).then((ok) => ok && onBack()),
              'mail-view-trash',
            )}
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <DataText variant="h5" component="h2" sx={{ mb: 1 }} data-testid="mail-view-subject">
          {mail.subject}
        </DataText>
        <Box
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 2 }}
          data-testid="mail-view-labels"
        >
          {mailLabels.map((label) => (
            <Chip
              key={label.id}
              size="small"
              label={label.title}
              slotProps={{ label: dataTextProps }}
              sx={readableOn(label.color)}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3 }}>
          <Avatar src={mail.from.avatar} alt="" />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <DataText
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="mail-view-from"
            >
              {mail.from.name}{' '}
              <Typography component="bdi" variant="body2" color="text.secondary">
                &lt;{mail.from.email}&gt;
              </Typography>
            </DataText>
            <Typography variant="body2" color="text.secondary" data-testid="mail-view-to">
              {texts.to}{' '}
              {mail.to.map((person, index) => (
                <bdi key={`${person.email}-${index}`}>
                  {index > 0 ? ', ' : ''}
                  {person.name} &lt;{person.email}&gt;
                </bdi>
              ))}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={mail.time}
            >
              {formatMailFullTime(mail.time, language)}
            </Typography>
          </Box>
        </Box>
        <Box
          data-testid="mail-view-message"
          sx={{
            '& img': { maxWidth: '100%' },
            '& a': { color: 'primary.main' },
            lineHeight: 1.6,
            overflowWrap: 'anywhere',
          }}
          // The message is sanitised by DOMPurify above.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <MailAttachments attachments={mail.attachments} />
        <Box sx={{ display: 'flex', gap: 1, mt: 4 }}>
          <Button
            variant="outlined"
            startIcon={<Reply sx={flipInRtl} />}
            onClick={() => onReply(mail, 'reply')}
            data-testid="mail-reply"
          >
            {texts.reply}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Forward sx={flipInRtl} />}
            onClick={() => onReply(mail, 'forward')}
            data-testid="mail-forward"
          >
            {texts.forward}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={askDelete}
        title={texts.confirmDeleteTitle}
        body={countText(texts.confirmDeleteText, 1, language)}
        confirmLabel={texts.deleteForever}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setAskDelete(false)}
        onConfirm={() => {
          setAskDelete(false);
          void actions.deleteForever([mail.id]).then((ok) => ok && onBack());
        }}
      />
    </Box>
  );
}
