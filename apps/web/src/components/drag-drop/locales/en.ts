/** What screen readers hear while an item is dragged, in English; Turkish and Arabic follow. */
export const dragAnnouncementsEn = {
  instructions:
    'Press the space bar to pick the item up. While dragging, use the arrow keys to move it, the space bar to drop it and Escape to cancel. Some screen readers need focus mode or their pass-through key for this.',
  lifted: 'Picked up {{item}} in {{list}}, position {{position}}.',
  moved: '{{item}} moved to position {{position}} in {{list}}.',
  movedTo: '{{item}} moved from {{from}} to {{list}}, position {{position}}.',
  notOverList: '{{item}} is not over a place where it can be dropped.',
  dropped: 'Dropped {{item}} in {{list}}, position {{position}}.',
  droppedMoved:
    'Dropped {{item}}: moved from {{from}}, position {{fromPosition}}, to {{list}}, position {{position}}.',
  cancelled: 'Movement cancelled. {{item}} is back in {{list}}, position {{position}}.',
  droppedOutside:
    '{{item}} was dropped outside a list and is back in {{list}}, position {{position}}.',
};

export type DragAnnouncementTexts = typeof dragAnnouncementsEn;
