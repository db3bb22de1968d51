import type { Board } from '@flockbook/mock-api/scrumboard';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BoardActions } from '../api/use-board-actions.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { colourOf } from './board-colours.ts';
import { SCRUMBOARD_BASE } from './board-logic.ts';
import { BoardSettingsDialog } from './board-settings-dialog.tsx';
import { NameForm } from './name-form.tsx';
import { DataText } from '../../../components/data-text.tsx';
import { readableOn } from '../../../lib/readable-colour.ts';

type BoardHeaderProps = { board: Board; actions: BoardActions };

/** The board's name in its colour, the way back to the boards, rename and settings. */
export function BoardHeader({ board, actions }: BoardHeaderProps) {
  const { texts } = useScrumboardTexts();
  const [renaming, setRenaming] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 1.5,
        ...readableOn(colourOf(board.settings.color)),
      }}
    >
      <Tooltip title={texts.backToBoards}>
        <IconButton
          component={Link}
          to={SCRUMBOARD_BASE}
          aria-label={texts.backToBoards}
          sx={{
            color: 'inherit',
            transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
          }}
        >
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      {renaming ? (
        <Box sx={{ bgcolor: 'background.paper', p: 1, borderRadius: 1, width: 320 }}>
          <NameForm
            label={texts.boardName}
            initial={board.name}
            submitLabel={texts.save}
            onSubmit={actions.rename}
            onClose={() => setRenaming(false)}
            testId="board-rename-form"
          />
        </Box>
      ) : (
        <DataText variant="h5" component="h1" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
          {board.name}
        </DataText>
      )}
      {renaming ? null : (
        <Tooltip title={texts.renameBoard}>
          <IconButton
            aria-label={texts.renameBoard}
            onClick={() => setRenaming(true)}
            sx={{ color: 'inherit' }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ flex: 1 }} />
      {board.settings.subscribed ? (
        <Tooltip title={texts.subscribed}>
          <NotificationsActiveOutlinedIcon
            aria-label={texts.subscribed}
            data-testid="board-subscribed"
          />
        </Tooltip>
      ) : null}
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<SettingsOutlinedIcon />}
        onClick={() => setSettingsOpen(true)}
        data-testid="board-settings-button"
      >
        {texts.settings}
      </Button>
      {settingsOpen ? (
        <BoardSettingsDialog
          board={board}
          actions={actions}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
    </Box>
  );
}
