import { useTranslation } from '../../lib/use-translation.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { useInputSchema } from '../hooks/use-input-schema.ts';
import { RecordForm } from './record-form.tsx';
import type { RecordFormProps } from './record-form.tsx';

export type RecordFormLoaderProps = Omit<RecordFormProps, 'inputSchema'>;

/**
 * The record form once its area's input schema (and so zod) has loaded: a loading state until
 * then, never an empty form, and an error with a retry when the schema cannot be fetched.
 */
export function RecordFormLoader(props: RecordFormLoaderProps) {
  const { t } = useTranslation();
  const schema = useInputSchema(props.area);
  if (schema.status === 'loading') return <LoadingState />;
  if (schema.status === 'error') {
    return (
      <ErrorState
        error={schema.error}
        title={t('records.form.formLoadErrorTitle')}
        onRetry={schema.retry}
      />
    );
  }
  return <RecordForm {...props} inputSchema={schema.schema} />;
}
