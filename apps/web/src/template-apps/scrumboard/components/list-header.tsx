import type { BoardList } from '@flockbook/mock-api/scrumboard';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { countText } from '../../../lib/translator.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import type { BoardActions } from '../api/use-board-actions.ts';
import { fill, useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { NameForm } from './name-form.tsx';
import { DataText } from '../../../components/data-text.tsx';

type Props = {
  list: BoardList;
  dragHandle: DraggableProvidedDragHandleProps | null;
  hintId: string;
  actions: BoardActions;
};

/** The list's name (the handle that moves the list), its card count, rename and remove. */
export function ListHeader({ list, dragHandle, hintId, actions }: Props) {
  const { texts, language } = useScrumboardTexts();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [askRemove, setAskRemove] = useState(false);

  if (renaming) {
    return (
      // Still the list's handle, which drag and drop needs to find; typing in the field never drags.
      <Box {...dragHandle} sx={{ p: 1.5 }}>
        <NameForm
          label={texts.listName}
          initial={list.name}
          submitLabel={texts.save}
          onSubmit={(name) => actions.renameList(list.id, name)}
          onClose={() => setRenaming(false)}
          testId="list-rename-form"
        />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', pl: 1.5, pr: 0.5, py: 1, gap: 1 }}>
      <Box
        {...dragHandle}
        aria-describedby={hintId}
        aria-label={list.name}
        data-testid="board-list-handle"
        sx={{
          flex: 1,
          minWidth: 0,
          borderRadius: 1,
          px: 0.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <DataText variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
          {list.name}
        </DataText>
        <Typography variant="caption" color="text.secondary" data-testid="list-card-count">
          {countText(texts.cardCount, list.idCards.length, language)}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={fill(texts.listMenu, { name: list.name })}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setRenaming(true);
          }}
        >
          {texts.renameList}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setMenu(null);
            setAskRemove(true);
          }}
        >
          {texts.removeList}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={askRemove}
        title={texts.confirmRemoveListTitle}
        body={countText(texts.confirmRemoveListBody, list.idCards.length, language, {
          name: list.name,
        })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        busy={actions.busy}
        onCancel={() => setAskRemove(false)}
        onConfirm={() => {
          setAskRemove(false);
          void actions.removeList(list.id);
        }}
      />
    </Box>
  );
}
