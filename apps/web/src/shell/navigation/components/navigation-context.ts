import { createContext, useContext } from 'react';
import type { NavigationItem } from '../navigation-types.ts';

export type NavigationContextValue = {
  /** A folded navbar shows only icons until it is opened. */
  folded: boolean;
  /** Called after an item or link is chosen (e.g. to close the mobile drawer). */
  onItemClick?: ((item: NavigationItem) => void) | undefined;
};

export const NavigationContext = createContext<NavigationContextValue>({ folded: false });

export function useNavigationContext(): NavigationContextValue {
  return useContext(NavigationContext);
}
