export function RightPanels() {
  return null;
}
