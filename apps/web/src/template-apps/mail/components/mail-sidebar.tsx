import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataLine } from '../../../components/data-text.tsx';
import type { MailListKey } from '../api/mail-api.ts';
import { useAllMails, useMailFilters, useMailFolders, useMailLabels } from '../api/mail-queries.ts';
import { countText } from '../../../lib/translator.ts';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { mailCounts } from './mail-counts.ts';
import { MailIcon } from './mail-icons.tsx';
import { mailListPath } from './mail-paths.ts';

type MailSidebarProps = {
  current: MailListKey;
  onCompose: () => void;
  onNavigate?: () => void;
};

/** Compose, then the folders, filters and labels with their counts. */
export function MailSidebar({ current, onCompose, onNavigate }: MailSidebarProps) {
  const { texts, language } = useMailTexts();
  const folders = useMailFolders().data ?? [];
  const filters = useMailFilters().data ?? [];
  const labels = useMailLabels().data ?? [];
  const counts = mailCounts(useAllMails().data ?? [], folders, filters, labels);

  const entry = (
    key: MailListKey,
    title: ReactNode,
    icon: ReactNode,
    count: number,
    hint: string,
  ) => {
    const selected = current.kind === key.kind && current.handle === key.handle;
    return (
      <ListItem key={`${key.kind}-${key.handle}`} disablePadding>
        <ListItemButton
          component={Link}
          to={mailListPath(key)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`mail-nav-${key.kind}-${key.handle}`}
          sx={{ borderRadius: 2, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          <ListItemText primary={title} />
          {count > 0 ? (
            <Typography variant="caption" color="text.secondary" aria-label={hint}>
              {count}
            </Typography>
          ) : null}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box sx={{ py: 2, width: 260 }} component="nav" aria-label={texts.title}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" onClick={onCompose} data-testid="mail-compose">
          {texts.compose}
        </Button>
      </Box>
      <List dense subheader={<ListSubheader disableSticky>{texts.folders}</ListSubheader>}>
        {folders.map((folder) => {
          const count = counts.folders.get(folder.handle) ?? 0;
          return entry(
            { kind: 'folder', handle: folder.handle },
            texts.folderTitles[folder.translate] ?? folder.title,
            <MailIcon name={folder.icon} />,
            count,
            countText(texts.unreadCount, count, language),
          );
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{texts.filters}</ListSubheader>}>
        {filters.map((filter) => {
          const count = counts.filters.get(filter.handle) ?? 0;
          return entry(
            { kind: 'filter', handle: filter.handle },
            texts.folderTitles[filter.translate] ?? filter.title,
            <MailIcon name={filter.icon} />,
            count,
            countText(texts.mailCount, count, language),
          );
        })}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{texts.labels}</ListSubheader>}>
        {labels.map((label) => {
          const count = counts.labels.get(label.handle) ?? 0;
          return entry(
            { kind: 'label', handle: label.handle },
            // Named by the user: drawn in the name's own direction.
            <DataLine>{label.title}</DataLine>,
            <LabelOutlined fontSize="small" sx={{ color: label.color }} />,
            count,
            countText(texts.mailCount, count, language),
          );
        })}
      </List>
    </Box>
  );
}
