import type { Board } from '@flockbook/mock-api/scrumboard';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import type { DropResult } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useLayoutEffect, useRef } from 'react';
import { useDragAnnouncements } from '../../../components/drag-drop/use-drag-announcements.ts';
import type { BoardActions } from '../api/use-board-actions.ts';
import { fill, useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { AddList } from './add-list.tsx';
import { BoardListColumn } from './board-list-column.tsx';
import { drawnIndex, moveCard, moveList } from './board-logic.ts';

type BoardListsProps = {
  board: Board;
  actions: BoardActions;
  onOpenCard: (cardId: string) => void;
};

/**
 * The board's lists side by side. Lists move along the row and cards between and within
 * lists by mouse, touch or keyboard; each change is sent at once and shown before the answer.
 */
export function BoardLists({ board, actions, onOpenCard }: BoardListsProps) {
  const { texts } = useScrumboardTexts();
  const rtl = useTheme().direction === 'rtl';
  const hintId = useId();
  const row = useRef<HTMLDivElement>(null);
  // The row is drawn left to right: in Arabic it starts scrolled to its right end, the first list.
  useLayoutEffect(() => {
    const element = row.current;
    if (rtl && element) element.scrollLeft = element.scrollWidth - element.clientWidth;
  }, [rtl]);
  const count = board.lists.length;
  // Drag and drop measures rows left to right: in Arabic the row is drawn reversed (see drawnIndex).
  const drawn = rtl ? [...board.lists].reverse() : board.lists;

  const onDragEnd = ({ type, source, destination }: DropResult) => {
    if (!destination) return;
    if (type === 'LIST') {
      const from = drawnIndex(source.index, count, rtl);
      const to = drawnIndex(destination.index, count, rtl);
      if (from !== to) void actions.orderLists(moveList(board.lists, from, to));
      return;
    }
    const same =
      source.droppableId === destination.droppableId && source.index === destination.index;
    if (same) return;
    void actions.orderCards(
      moveCard(
        board.lists,
        { listId: source.droppableId, index: source.index },
        { listId: destination.droppableId, index: destination.index },
      ),
    );
  };

  // Lists are dragged along the board, cards between lists: each is named by its title.
  const named = (text: string, name: string | undefined) => fill(text, { name: name ?? '' });
  const listName = (id: string) => board.lists.find((list) => list.id === id)?.name;
  const announcements = useDragAnnouncements(
    {
      item: (id, type) =>
        type === 'LIST'
          ? named(texts.dragNames.list, listName(id))
          : named(texts.dragNames.card, board.cards.find((card) => card.id === id)?.name),
      list: (id, type) =>
        type === 'LIST'
          ? named(texts.dragNames.board, board.name)
          : named(texts.dragNames.list, listName(id)),
      position: ({ index }, type) => (type === 'LIST' ? drawnIndex(index, count, rtl) : index) + 1,
    },
    onDragEnd,
  );

  const addList = <AddList key="add-list" actions={actions} rtl={rtl} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ px: 3, pt: 1.5 }}>
        {count === 0 ? texts.noLists : texts.dragHint}
      </Typography>
      <DragDropContext {...announcements}>
        <Box
          ref={row}
          dir="ltr"
          data-testid="board-lists"
          sx={{ display: 'flex', alignItems: 'flex-start', overflowX: 'auto', flex: 1, p: 2 }}
        >
          {rtl ? addList : null}
          <Droppable droppableId="board" type="LIST" direction="horizontal">
            {(drop) => (
              <Box
                ref={drop.innerRef}
                {...drop.droppableProps}
                sx={{ display: 'flex', alignItems: 'flex-start' }}
              >
                {drawn.map((list, index) => (
                  <Draggable key={list.id} draggableId={list.id} index={index}>
                    {(drag, snapshot) => (
                      <Box
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        sx={{ flexShrink: 0, mx: 1 }}
                      >
                        <BoardListColumn
                          board={board}
                          list={list}
                          dragHandle={drag.dragHandleProps}
                          dragging={snapshot.isDragging}
                          hintId={hintId}
                          actions={actions}
                          onOpenCard={onOpenCard}
                        />
                      </Box>
                    )}
                  </Draggable>
                ))}
                {drop.placeholder}
              </Box>
            )}
          </Droppable>
          {rtl ? null : addList}
        </Box>
      </DragDropContext>
    </Box>
  );
}
