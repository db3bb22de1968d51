import type { Board } from '@flockbook/mock-api/scrumboard';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBoard } from '../api/scrumboard-queries.ts';
import { useBoardActions } from '../api/use-board-actions.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { BoardHeader } from './board-header.tsx';
import { BoardLists } from './board-lists.tsx';
import { boardPath } from './board-logic.ts';
import { BoardNotFound } from './board-not-found.tsx';
import { CardDialog } from './card-dialog/card-dialog.tsx';

/** `/apps/scrumboard/boards/{boardId}/{boardUri?}`: one board, or "not found". */
export function BoardPage({ boardId }: { boardId: string }) {
  const { texts } = useScrumboardTexts();
  const board = useBoard(boardId);
  if (board.isPending) return <LoadingState />;
  if (board.isError) {
    if (board.error instanceof ApiError && board.error.status === 404) return <BoardNotFound />;
    return (
      <Box sx={{ p: 3 }}>
        <ErrorState
          title={texts.loadBoardFailed}
          error={board.error}
          onRetry={() => void board.refetch()}
        />
      </Box>
    );
  }
  return <BoardView board={board.data} />;
}

function BoardView({ board }: { board: Board }) {
  const actions = useBoardActions(board.id);
  const navigate = useNavigate();
  const { boardUri } = useParams();
  const [openCardId, setOpenCardId] = useState<string | null>(null);
  const openCard = board.cards.find((card) => card.id === openCardId) ?? null;

  // The address follows the board's name (its uri changes when it is renamed).
  useEffect(() => {
    if (boardUri !== board.uri) void navigate(boardPath(board), { replace: true });
  }, [board, boardUri, navigate]);

  return (
    <Box
      data-testid="scrumboard-board"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', flex: 1 }}
    >
      <BoardHeader board={board} actions={actions} />
      <BoardLists board={board} actions={actions} onOpenCard={setOpenCardId} />
      {openCard ? (
        <CardDialog
          board={board}
          card={openCard}
          actions={actions}
          onClose={() => setOpenCardId(null)}
        />
      ) : null}
    </Box>
  );
}
