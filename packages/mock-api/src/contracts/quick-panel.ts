/** One line of the quick panel: an upcoming event or a recent note. */
export type QuickPanelItem = {
  id: string;
  title: string;
  detail: string;
};

export type QuickPanelEvent = QuickPanelItem;
export type QuickPanelNote = QuickPanelItem;

/** Answer of `GET /api/quick-panel/data`. */
export type QuickPanelData = {
  events: QuickPanelEvent[];
  notes: QuickPanelNote[];
};
