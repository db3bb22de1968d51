import type { DragDropContextProps, OnDragEndResponder } from '@hello-pangea/dnd';
import { dragAnnouncements } from './drag-announcements.ts';
import type { DragNames } from './drag-announcements.ts';
import { useDragAnnouncementTexts } from './locales/use-drag-announcement-texts.ts';

/**
 * The props of a `DragDropContext` that make every screen-reader announcement of a drag
 * translated and about titles: the usage instructions, and messages on picking up, moving and
 * dropping. `onDragEnd` is the area's own handling of a drop, called after the announcement.
 */
export function useDragAnnouncements(
  names: DragNames,
  onDragEnd: OnDragEndResponder,
): Pick<
  DragDropContextProps,
  'dragHandleUsageInstructions' | 'onDragStart' | 'onDragUpdate' | 'onDragEnd'
> {
  const texts = useDragAnnouncementTexts();
  const messages = dragAnnouncements(texts, names);
  return {
    dragHandleUsageInstructions: texts.instructions,
    onDragStart: (start, provided) => provided.announce(messages.start(start)),
    onDragUpdate: (update, provided) => provided.announce(messages.update(update)),
    onDragEnd: (result, provided) => {
      // Named before the drop is applied, while the item is still where it was.
      provided.announce(messages.end(result));
      onDragEnd(result, provided);
    },
  };
}
