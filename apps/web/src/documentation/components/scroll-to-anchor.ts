/** Scrolls to the element of an anchor id and puts `#id` in the address without a new entry. */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}
