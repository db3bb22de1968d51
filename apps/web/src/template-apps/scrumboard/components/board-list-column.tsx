import type { Board, BoardList } from '@flockbook/mock-api/scrumboard';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { BoardActions } from '../api/use-board-actions.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { BoardCardTile } from './board-card-tile.tsx';
import { ListHeader } from './list-header.tsx';
import { NameForm } from './name-form.tsx';

type Props = {
  board: Board;
  list: BoardList;
  dragHandle: DraggableProvidedDragHandleProps | null;
  dragging: boolean;
  hintId: string;
  actions: BoardActions;
  onOpenCard: (cardId: string) => void;
};

/** One list: its header (the list's drag handle), its cards (the only scroller), adding a card. */
export function BoardListColumn({
  board,
  list,
  dragHandle,
  dragging,
  hintId,
  actions,
  onOpenCard,
}: Props) {
  const { texts } = useScrumboardTexts();
  const rtl = useTheme().direction === 'rtl';
  const [adding, setAdding] = useState(false);
  const cards = new Map(board.cards.map((card) => [card.id, card]));

  return (
    <Paper
      dir={rtl ? 'rtl' : 'ltr'}
      elevation={dragging ? 6 : 1}
      data-testid="board-list"
      aria-label={list.name}
      component="section"
      sx={{ width: 280, display: 'flex', flexDirection: 'column' }}
    >
      <ListHeader list={list} dragHandle={dragHandle} hintId={hintId} actions={actions} />
      <Droppable droppableId={list.id} type="CARD">
        {(drop, snapshot) => (
          <Box
            ref={drop.innerRef}
            {...drop.droppableProps}
            data-testid="board-list-cards"
            sx={{
              // A fixed height: a card moved by keyboard must fit in the list it enters.
              height: 'max(240px, calc(100dvh - 340px))',
              overflowY: 'auto',
              px: 1,
              pb: 0.5,
              bgcolor: snapshot.isDraggingOver ? 'action.hover' : 'transparent',
            }}
          >
            {list.idCards.map((cardId, index) => {
              const card = cards.get(cardId);
              if (!card) return null;
              return (
                <Draggable key={card.id} draggableId={card.id} index={index}>
                  {(cardDrag, cardSnapshot) => (
                    // The card is its own drag handle: Space picks it up, Enter or a click opens it.
                    <Box
                      ref={cardDrag.innerRef}
                      {...cardDrag.draggableProps}
                      {...cardDrag.dragHandleProps}
                      aria-describedby={hintId}
                      aria-label={card.name}
                      onClick={() => onOpenCard(card.id)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') onOpenCard(card.id);
                      }}
                      data-testid="board-card"
                      sx={{
                        mb: 1,
                        borderRadius: 1,
                        cursor: 'pointer',
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                      }}
                    >
                      <BoardCardTile board={board} card={card} dragging={cardSnapshot.isDragging} />
                    </Box>
                  )}
                </Draggable>
              );
            })}
            {drop.placeholder}
            {list.idCards.length === 0 && !snapshot.isDraggingOver ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ py: 1.5, textAlign: 'center' }}
              >
                {texts.emptyList}
              </Typography>
            ) : null}
          </Box>
        )}
      </Droppable>
      <Box sx={{ p: 1 }}>
        {adding ? (
          <NameForm
            label={texts.cardName}
            submitLabel={texts.addCard}
            onSubmit={(name) => actions.addCard(list.id, { name })}
            onClose={() => setAdding(false)}
            keepOpen
            multiline
            testId="add-card-form"
          />
        ) : (
          <Button
            fullWidth
            size="small"
            color="inherit"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ justifyContent: 'flex-start' }}
          >
            {texts.addCard}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
