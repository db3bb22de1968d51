import CircularProgress from '@mui/material/CircularProgress';
import type { CircularProgressProps } from '@mui/material/CircularProgress';
import { useTranslation } from '../lib/use-translation.ts';

/** A turning circle while something loads, named for screen readers ("Loading..."). */
export function Spinner(props: Omit<CircularProgressProps, 'aria-label'>) {
  const { t } = useTranslation();
  return <CircularProgress aria-label={t('common.loading')} {...props} />;
}
