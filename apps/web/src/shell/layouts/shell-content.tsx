import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { LoadingState } from '../../components/loading-state.tsx';
import { animationDuration } from '../settings/shell-constants.ts';
import { FLOATING_BAND_HEIGHT } from './floating-space.ts';
import { MAIN_CONTENT_ID, usePageArrival } from './page-arrival.ts';

/** The progress bar, fetched the first time a page's code is being loaded. */
const BusyBar = lazy(() => import('../../components/busy-bar.tsx'));

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

export type ShellContentProps = {
  animations: boolean;
  /** Centres the page within this width (container mode). */
  maxWidth?: number | undefined;
  /**
   * Keeps the band of the floating buttons free below the page, where no fixed footer holds
   * them (see floating-space.ts).
   */
  keepBandFree?: boolean;
};

/** Moves the focus to the page of a new route once it has drawn (see usePageArrival). */
function PageArrival({ routeId }: { routeId: string }) {
  usePageArrival(routeId);
  return null;
}

/**
 * The page of the current route, the one `<main>` landmark of every page. A new page eases in over the animation duration (1000 ms, or
 * none when animations are off); a page still loading shows 'Loading...', and a thin bar runs
 * at the top while the next page's code loads.
 */
export function ShellContent({ animations, maxWidth, keepBandFree = false }: ShellContentProps) {
  const matches = useMatches();
  const routeId = matches.at(-1)?.id ?? '';
  const duration = animationDuration(animations);
  const navigating = useNavigation().state !== 'idle';

  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      data-testid="shell-content"
      sx={{
        // Focused by the skip link and on arrival; the page's own controls show the focus.
        '&:focus, & h1:focus, & h2:focus': { outline: 'none' },
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        flex: '1 0 auto',
        width: '100%',
        maxWidth,
        mx: 'auto',
        pb: keepBandFree ? `${FLOATING_BAND_HEIGHT}px` : 0,
      }}
    >
      {navigating ? (
        <Suspense fallback={null}>
          <BusyBar color="secondary" testId="route-progress" />
        </Suspense>
      ) : null}
      <Suspense fallback={<LoadingState />}>
        <Box
          key={routeId}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: '1 0 auto',
            minWidth: 0,
            '& > *': { flex: '1 0 auto' },
            ...(duration > 0
              ? { animation: `${enter} ${duration}ms cubic-bezier(0.16, 1, 0.3, 1) both` }
              : {}),
          }}
        >
          <Outlet />
          <PageArrival routeId={routeId} />
        </Box>
      </Suspense>
    </Box>
  );
}
