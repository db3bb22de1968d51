import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../area-texts.ts';
import { useAreaPermissions } from '../hooks/use-area-permissions.ts';
import { useLocale } from '../hooks/use-cell-context.ts';
import { formatInteger } from '../number-format.ts';
import type { RecordArea } from '../record-area.ts';
import { RecordList } from './record-list.tsx';
import { RecordPage } from './record-page.tsx';

export type RecordListPageProps = { area: RecordArea };

/** An area's `*-details` page: its title, the New button (for roles that may create), the list. */
export function RecordListPage({ area }: RecordListPageProps) {
  const { t } = useTranslation();
  const texts = useTexts(area.texts);
  const locale = useLocale();
  const { canCreate } = useAreaPermissions(area);
  const [total, setTotal] = useState<number | null>(null);
  const ListIntro = area.listIntro;

  return (
    <RecordPage
      icon={area.icon}
      farmWork
      title={texts.title}
      subtitle={texts.subtitle}
      data-testid={`record-list-page-${area.id}`}
      badge={
        total === null ? null : (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            data-testid="record-total"
            label={t('records.list.total', { number: formatInteger(total, locale) })}
          />
        )
      }
      crumbs={[{ label: t('navigation.applications') }, { label: texts.title }]}
      actions={
        canCreate ? (
          <Button
            component={RouterLink}
            to={area.paths.create}
            variant="contained"
            color="secondary"
            startIcon={<AddOutlined />}
            data-testid="record-new"
          >
            {t('records.list.new')}
          </Button>
        ) : null
      }
    >
      {ListIntro ? <ListIntro /> : null}
      <RecordList area={area} onTotal={setTotal} />
    </RecordPage>
  );
}
