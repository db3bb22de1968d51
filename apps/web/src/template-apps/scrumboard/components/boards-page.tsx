import AddIcon from '@mui/icons-material/Add';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { scrumboardApi } from '../api/scrumboard-api.ts';
import { useBoardCache, useBoards } from '../api/scrumboard-queries.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { boardPath } from './board-logic.ts';
import { DataText } from '../../../components/data-text.tsx';

const tileSx = {
  width: '100%',
  height: 176,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1.5,
  p: 2,
  borderRadius: 'inherit',
  textAlign: 'center',
} as const;

/** `/apps/scrumboard/boards`: every board as a tile, and a tile that adds one and opens it. */
export function BoardsPage() {
  const { texts } = useScrumboardTexts();
  const boards = useBoards();
  const { refetchBoards } = useBoardCache('');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  const add = async () => {
    setAdding(true);
    try {
      const board = await scrumboardApi.newBoard(texts.newBoardName);
      void refetchBoards();
      showMessage({ message: texts.done.boardAdded, variant: 'success' });
      await navigate(boardPath(board));
    } catch {
      showMessage({ message: texts.failed, variant: 'error' });
      setAdding(false);
    }
  };

  return (
    <Box
      sx={{
        p: { xs: 2, md: 4 },
        width: '100%',
        maxWidth: 1200,
        mx: 'auto',
        boxSizing: 'border-box',
      }}
      data-testid="scrumboard-boards"
    >
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center', fontWeight: 600 }}>
        {texts.boards}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {texts.boardsSubtitle}
      </Typography>
      {boards.isPending ? (
        <LoadingState />
      ) : boards.isError ? (
        <ErrorState
          title={texts.loadBoardsFailed}
          error={boards.error}
          onRetry={() => void boards.refetch()}
        />
      ) : (
        <>
          {boards.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
              {texts.noBoards}
            </Typography>
          ) : null}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            }}
          >
            {boards.data.map((board) => (
              <Paper component="li" key={board.id} data-testid="board-tile">
                <ButtonBase component={Link} to={boardPath(board)} sx={tileSx}>
                  <ViewKanbanOutlinedIcon color="primary" sx={{ fontSize: 48 }} />
                  <DataText variant="h6" component="h2">
                    {board.name}
                  </DataText>
                </ButtonBase>
              </Paper>
            ))}
            <Paper component="li" variant="outlined" sx={{ borderStyle: 'dashed' }}>
              <ButtonBase
                sx={tileSx}
                onClick={() => void add()}
                disabled={adding}
                data-testid="add-board"
              >
                <AddIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
                <Typography color="text.secondary">{texts.addBoard}</Typography>
              </ButtonBase>
            </Paper>
          </Box>
        </>
      )}
    </Box>
  );
}
