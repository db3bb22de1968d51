import type { Mail, MailLabel } from '@flockbook/mock-api/mail';
import AttachFile from '@mui/icons-material/AttachFile';
import LabelImportant from '@mui/icons-material/LabelImportant';
import Star from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataText, dataTextProps } from '../../../components/data-text.tsx';
import { plainTextOf } from '../../../lib/sanitize-html.ts';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { formatMailTime } from './mail-format.ts';
import { readableOn } from '../../../lib/readable-colour.ts';

type MailListItemProps = {
  mail: Mail;
  to: string;
  open: boolean;
  checked: boolean;
  labels: readonly MailLabel[];
  onCheck: (checked: boolean) => void;
};

/** One row: select box, sender, subject, an excerpt, labels, flags and the time. */
export function MailListItem({ mail, to, open, checked, labels, onCheck }: MailListItemProps) {
  const { texts, language } = useMailTexts();
  const excerpt = useMemo(() => plainTextOf(mail.message), [mail.message]);
  const mailLabels = labels.filter((label) => mail.labels.includes(label.id));

  return (
    <Box
      component="li"
      data-testid="mail-list-item"
      data-read={mail.read}
      sx={{ display: 'flex', alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
    >
      <Checkbox
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        slotProps={{ input: { 'aria-label': `${texts.selectMail}: ${mail.subject}` } }}
        sx={{ mt: 1, ml: 0.5 }}
      />
      <ListItemButton
        component={Link}
        to={to}
        selected={open}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, minWidth: 0 }}
      >
        <Avatar src={mail.from.avatar} alt="" sx={{ width: 36, height: 36 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <DataText
              noWrap
              sx={{ flex: 1, fontWeight: mail.read ? 400 : 600 }}
              data-testid="mail-list-sender"
            >
              {mail.from.name}
            </DataText>
            {mail.important ? <LabelImportant fontSize="small" color="warning" /> : null}
            {mail.starred ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : null}
            {mail.hasAttachments ? <AttachFile fontSize="small" color="action" /> : null}
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatMailTime(mail.time, language)}
            </Typography>
          </Box>
          <DataText
            noWrap
            sx={{ fontWeight: mail.read ? 400 : 600 }}
            data-testid="mail-list-subject"
          >
            {mail.subject}
          </DataText>
          <DataText noWrap variant="body2" color="text.secondary" data-testid="mail-list-excerpt">
            {excerpt}
          </DataText>
          {mailLabels.length > 0 ? (
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
              {mailLabels.map((label) => (
                <Chip
                  key={label.id}
                  size="small"
                  label={label.title}
                  slotProps={{ label: dataTextProps }}
                  sx={{ ...readableOn(label.color), height: 20 }}
                />
              ))}
            </Box>
          ) : null}
        </Box>
      </ListItemButton>
    </Box>
  );
}
