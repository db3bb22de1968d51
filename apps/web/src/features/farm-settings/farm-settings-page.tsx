import type { AppSettings } from '@flockbook/contracts';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { RecordPage } from '../../records/components/record-page.tsx';
import { UnsavedChangesGuard } from '../../records/components/unsaved-changes-guard.tsx';
import { BackupSection } from './backup-section.tsx';
import { FarmSettingsForm } from './farm-settings-form.tsx';
import { useFarmSettingsTexts } from './locales/use-farm-settings-texts.ts';
import { useFarmSettings } from './use-farm-settings.ts';

/**
 * `/apps/settings/farm` (admins): the alert thresholds and the values every farm shares, and
 * the database's backup.
 */
export function FarmSettingsPage() {
  const { t } = useTranslation();
  const texts = useFarmSettingsTexts();
  const settings = useFarmSettings();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  // The form starts from this visit's answer (not a cached one) and keeps its edits afterwards.
  const [loaded, setLoaded] = useState<AppSettings | undefined>(undefined);
  if (loaded === undefined && settings.isFetchedAfterMount && settings.isSuccess) {
    setLoaded(settings.data);
  }

  return (
    <RecordPage
      icon={TuneOutlined}
      title={texts.title}
      subtitle={texts.subtitle}
      crumbs={[{ label: t('navigation.applications') }, { label: texts.title }]}
      data-testid="farm-settings"
    >
      <UnsavedChangesGuard when={dirty} />
      <Box sx={{ maxWidth: 880 }}>
        {loaded ? (
          <FarmSettingsForm settings={loaded} onDirtyChange={onDirtyChange} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <LoadingState />
        )}
        <Divider sx={{ my: 5 }} />
        <BackupSection />
      </Box>
    </RecordPage>
  );
}
