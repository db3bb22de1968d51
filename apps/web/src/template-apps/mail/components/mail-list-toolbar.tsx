import type { Mail, MailFolder, MailLabel } from '@flockbook/mock-api/mail';
import { MAIL_FOLDER_IDS } from '@flockbook/mock-api/mail';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { LabelMenu, MoveToMenu } from './mail-menus.tsx';
import type { useMailActions } from './use-mail-actions.ts';

type MailListToolbarProps = {
  shown: readonly Mail[];
  selected: readonly Mail[];
  folders: readonly MailFolder[];
  labels: readonly MailLabel[];
  actions: ReturnType<typeof useMailActions>;
  onSelectAll: (all: boolean) => void;
  onAskDelete: () => void;
  onDone: () => void;
};

/** Select all, then what can be done to the selected mails. */
export function MailListToolbar(props: MailListToolbarProps) {
  const { texts } = useMailTexts();
  const { shown, selected, actions } = props;
  const ids = selected.map((mail) => mail.id);
  const none = selected.length === 0;
  const all = !none && selected.length === shown.length;
  const inTrash = !none && selected.every((mail) => mail.folder === MAIL_FOLDER_IDS.trash);
  const after = (promise: Promise<boolean>) =>
    void promise.then((ok) => {
      if (ok) props.onDone();
    });

  const button = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={none || actions.busy}
          onClick={onClick}
          data-testid={testId}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box
      role="toolbar"
      aria-label={texts.title}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={all}
        indeterminate={!none && !all}
        disabled={shown.length === 0}
        onChange={(event) => props.onSelectAll(event.target.checked)}
        slotProps={{ input: { 'aria-label': texts.selectAll } }}
        data-testid="mail-select-all"
      />
      <MoveToMenu
        items={props.folders}
        disabled={none || actions.busy}
        testId="mail-bulk-move"
        onChoose={(folder) => after(actions.moveTo(ids, folder))}
      />
      <LabelMenu
        items={props.labels}
        disabled={none || actions.busy}
        testId="mail-bulk-label"
        onChoose={(label) => after(actions.toggleLabel(ids, label))}
      />
      {button(
        texts.markRead,
        <DraftsOutlined />,
        () => after(actions.setFlag([...selected], 'read', true)),
        'mail-bulk-read',
      )}
      {button(
        texts.markUnread,
        <MarkEmailUnreadOutlined />,
        () => after(actions.setFlag([...selected], 'read', false)),
        'mail-bulk-unread',
      )}
      {button(
        texts.star,
        <StarBorder />,
        () =>
          after(actions.setFlag([...selected], 'starred', !selected.every((mail) => mail.starred))),
        'mail-bulk-star',
      )}
      {button(
        texts.markImportant,
        <LabelImportantOutlined />,
        () =>
          after(
            actions.setFlag([...selected], 'important', !selected.every((mail) => mail.important)),
          ),
        'mail-bulk-important',
      )}
      {inTrash
        ? button(
            texts.deleteForever,
            <DeleteForeverOutlined />,
            props.onAskDelete,
            'mail-bulk-delete',
          )
        : button(
            texts.moveToTrash,
            <DeleteOutlined />,
            () => after(actions.moveToTrash(ids, [...props.folders])),
            'mail-bulk-trash',
          )}
    </Box>
  );
}
