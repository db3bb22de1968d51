import { styled } from '@mui/material/styles';

/** The styles of text for screen readers only: said with its surroundings, never drawn. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only. */
export const VisuallyHidden = styled('span')(VISUALLY_HIDDEN);
