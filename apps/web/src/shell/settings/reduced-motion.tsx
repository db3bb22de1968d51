import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Honours the system's "reduce motion" preference (WCAG 2.3.3): a page appears at once instead
 * of easing in, and endless animations (pulses, spinners) play a single frame. Transitions of
 * drawers and menus keep their short time: MUI moves focus into a drawer as it enters, and with
 * no transition a drawer opened by keyboard would leave the focus behind.
 */
const reducedMotionStyles = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

export function ReducedMotion() {
  return <GlobalStyles styles={reducedMotionStyles} />;
}
