import { useParams } from 'react-router';
import { BoardPage } from './board-page.tsx';
import { BoardsPage } from './boards-page.tsx';

/** `/apps/scrumboard/boards/{boardId?}/{boardUri?}`: the boards, or one board. */
export function ScrumboardPage() {
  const { boardId } = useParams();
  return boardId ? <BoardPage key={boardId} boardId={boardId} /> : <BoardsPage />;
}
