import type { DragStart, DragUpdate, DraggableLocation, DropResult } from '@hello-pangea/dnd';
import { fillValues } from '../../lib/translator.ts';
import type { DragAnnouncementTexts } from './locales/en.ts';

/**
 * How a drag-and-drop area names what is dragged and where, so screen readers hear titles
 * rather than internal ids.
 */
export type DragNames = {
  /** The dragged item, e.g. 'card “Vaccinate House 2”' (`type` is the droppable's type). */
  item: (draggableId: string, type: string) => string;
  /** A list the item is in or over, e.g. 'list “Done”'. */
  list: (droppableId: string, type: string) => string;
  /** The position people see for a place in a list, from 1 (default: the index + 1). */
  position?: (location: DraggableLocation, type: string) => number;
};

/** The messages screen readers hear on picking up, moving and dropping an item. */
export function dragAnnouncements(texts: DragAnnouncementTexts, names: DragNames) {
  const positionOf = (location: DraggableLocation, type: string) =>
    names.position?.(location, type) ?? location.index + 1;
  const at = (location: DraggableLocation, type: string) => ({
    list: names.list(location.droppableId, type),
    position: positionOf(location, type),
  });
  const item = (drag: DragStart) => names.item(drag.draggableId, drag.type);

  return {
    start: (start: DragStart) =>
      fillValues(texts.lifted, { item: item(start), ...at(start.source, start.type) }),

    update: (update: DragUpdate) => {
      const { destination, source, type } = update;
      if (!destination) return fillValues(texts.notOverList, { item: item(update) });
      const values = { item: item(update), ...at(destination, type) };
      if (destination.droppableId === source.droppableId) return fillValues(texts.moved, values);
      return fillValues(texts.movedTo, { ...values, from: names.list(source.droppableId, type) });
    },

    end: (result: DropResult) => {
      const { destination, source, type } = result;
      const back = { item: item(result), ...at(source, type) };
      if (result.reason === 'CANCEL') return fillValues(texts.cancelled, back);
      if (!destination) return fillValues(texts.droppedOutside, back);
      const values = { item: item(result), ...at(destination, type) };
      if (destination.droppableId === source.droppableId) return fillValues(texts.dropped, values);
      return fillValues(texts.droppedMoved, {
        ...values,
        from: names.list(source.droppableId, type),
        fromPosition: positionOf(source, type),
      });
    },
  };
}
