import type { Person } from '@flockbook/contracts';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useFarmOptions } from '../../records/hooks/use-record-options.ts';
import { RecordPage } from '../../records/components/record-page.tsx';
import { usePeople } from './api/use-people.ts';
import { AccessDialog } from './components/access-dialog.tsx';
import { InviteDialog } from './components/invite-dialog.tsx';
import { PeopleList } from './components/people-list.tsx';
import type { PersonAction } from './components/person-actions.tsx';
import { PersonConfirm } from './components/person-confirm.tsx';
import { usePeopleTexts } from './locales/use-people-texts.ts';

type Open = { action: PersonAction; person: Person } | 'invite' | null;

/** `/apps/settings/users` (admins): everyone with an account, invitations and access. */
export function PeoplePage() {
  const { t } = useTranslation();
  const texts = usePeopleTexts();
  const people = usePeople();
  const farms = useFarmOptions();
  const farmList = farms.data ?? [];
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  let content;
  if (people.isError) {
    content = <ErrorState error={people.error} onRetry={() => void people.refetch()} />;
  } else if (people.isPending) {
    content = <LoadingState />;
  } else if (people.data.data.length === 0) {
    content = (
      <Typography color="text.secondary" data-testid="people-empty">
        {texts.empty}
      </Typography>
    );
  } else {
    content = (
      <PeopleList
        texts={texts}
        people={people.data.data}
        farms={farmList}
        onAction={(action, person) => setOpen({ action, person })}
      />
    );
  }

  return (
    <RecordPage
      icon={GroupOutlined}
      title={texts.title}
      subtitle={texts.subtitle}
      crumbs={[{ label: t('navigation.applications') }, { label: texts.title }]}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddOutlined />}
          onClick={() => setOpen('invite')}
          data-testid="people-invite"
        >
          {texts.invite}
        </Button>
      }
      data-testid="people"
    >
      {content}
      {open === 'invite' ? <InviteDialog texts={texts} farms={farmList} onClose={close} /> : null}
      {open && open !== 'invite' && (open.action === 'role' || open.action === 'farms') ? (
        <AccessDialog
          texts={texts}
          person={open.person}
          part={open.action}
          farms={farmList}
          onClose={close}
        />
      ) : null}
      {open && open !== 'invite' && (open.action === 'toggle' || open.action === 'reset') ? (
        <PersonConfirm texts={texts} person={open.person} action={open.action} onClose={close} />
      ) : null}
    </RecordPage>
  );
}
