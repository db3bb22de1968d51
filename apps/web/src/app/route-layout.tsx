import { ShellLayout } from '../shell/layouts/shell-layout.tsx';

/** Draws the current page in the frame the user's settings and its route settings ask for. */
export function RouteLayout() {
  return <ShellLayout />;
}
