import LinearProgress from '@mui/material/LinearProgress';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import { useTranslation } from '../lib/use-translation.ts';

/** The thin bar along the top of a box while it loads, named for screen readers. */
export default function BusyBar(props: Pick<LinearProgressProps, 'color'> & { testId: string }) {
  const { t } = useTranslation();
  return (
    <LinearProgress
      color={props.color}
      aria-label={t('common.loading')}
      data-testid={props.testId}
      sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1, height: 2 }}
    />
  );
}

export { BusyBar };
