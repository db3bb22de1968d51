import type { MailFolder, MailLabel } from '@flockbook/mock-api/mail';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { DataLine } from '../../../components/data-text.tsx';
import { useMailTexts } from '../locales/use-mail-texts.ts';
import { MailIcon } from './mail-icons.tsx';

type MenuButtonProps<T> = {
  items: readonly T[];
  onChoose: (item: T) => void;
  disabled?: boolean;
  testId: string;
};

/** "Move to" with the folders. */
export function MoveToMenu({ items, onChoose, disabled, testId }: MenuButtonProps<MailFolder>) {
  const { texts } = useMailTexts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={texts.moveTo}>
        <span>
          <IconButton
            aria-label={texts.moveTo}
            disabled={disabled}
            data-testid={testId}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <DriveFileMoveOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((folder) => (
          <MenuItem
            key={folder.id}
            onClick={() => {
              setAnchor(null);
              onChoose(folder);
            }}
          >
            <ListItemIcon>
              <MailIcon name={folder.icon} />
            </ListItemIcon>
            <ListItemText>{texts.folderTitles[folder.translate] ?? folder.title}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** "Labels": choosing one adds it where it is missing and removes it where it is present. */
export function LabelMenu({ items, onChoose, disabled, testId }: MenuButtonProps<MailLabel>) {
  const { texts } = useMailTexts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={texts.toggleLabel}>
        <span>
          <IconButton
            aria-label={texts.toggleLabel}
            disabled={disabled}
            data-testid={testId}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <LabelOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((label) => (
          <MenuItem
            key={label.id}
            onClick={() => {
              setAnchor(null);
              onChoose(label);
            }}
          >
            <ListItemIcon>
              <LabelOutlined fontSize="small" sx={{ color: label.color }} />
            </ListItemIcon>
            <ListItemText>
              <DataLine>{label.title}</DataLine>
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
