import type { Programme } from '@flockbook/contracts';
import { authRoles } from '@flockbook/contracts/roles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, generatePath } from 'react-router';
import { dataTextProps } from '../../../components/data-text.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { hasPermission } from '../../../lib/route-auth.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fillText, useTexts } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatInteger } from '../../../records/number-format.ts';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { PROGRAMME_PATH } from '../area-paths.ts';
import { flockOptionsAr } from '../areas/locales/flock-options/ar.ts';
import { flockOptionsEn } from '../areas/locales/flock-options/en.ts';
import { flockOptionsTr } from '../areas/locales/flock-options/tr.ts';
import { useProgrammeTexts } from './locales/use-programme-texts.ts';
import { useProgrammes } from './use-programmes.ts';

export const programmePath = (id: string) => generatePath(PROGRAMME_PATH, { programmeId: id });

/** The vaccination programmes, a card each opening its items; admins change them and add more. */
export function ProgrammesPage() {
  const { t } = useTranslation();
  const texts = useProgrammeTexts();
  const programmes = useProgrammes();
  const isAdmin = hasPermission(authRoles.admin, useSession().user.role);
  return (
    <RecordPage
      icon={VaccinesOutlined}
      farmWork
      title={texts.title}
      subtitle={texts.subtitle}
      crumbs={[{ label: t('navigation.applications') }, { label: texts.title }]}
      actions={
        isAdmin ? (
          <Button
            component={RouterLink}
            to={programmePath('new')}
            variant="contained"
            color="secondary"
            startIcon={<AddOutlined />}
            data-testid="programme-add"
          >
            {texts.list.add}
          </Button>
        ) : null
      }
    >
      {programmes.isPending ? (
        <LoadingState />
      ) : programmes.isError ? (
        <ErrorState
          error={programmes.error}
          title={texts.list.loadFailed}
          onRetry={() => void programmes.refetch()}
        />
      ) : programmes.data.length === 0 ? (
        <Card variant="outlined" data-testid="programmes-empty">
          <CardContent>
            <Typography sx={{ color: 'text.secondary' }}>
              {isAdmin ? texts.list.emptyAdmin : texts.list.empty}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {programmes.data.map((programme) => (
            <li key={programme.id}>
              <ProgrammeCard programme={programme} />
            </li>
          ))}
        </Stack>
      )}
    </RecordPage>
  );
}

function ProgrammeCard({ programme }: { programme: Programme }) {
  const texts = useProgrammeTexts().list;
  const options = useTexts({ en: flockOptionsEn, tr: flockOptionsTr, ar: flockOptionsAr });
  const locale = useLocale();
  const breeds =
    programme.breeds.length > 0
      ? programme.breeds.map((breed) => options.breed[breed as keyof typeof options.breed] ?? breed)
      : [texts.anyBreed];
  const content = (
    <CardContent>
      <Typography component="h2" variant="h6" {...dataTextProps}>
        {programme.name}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Chip size="small" label={options.type[programme.flockType]} />
        {breeds.map((breed) => (
          <Chip key={breed} size="small" variant="outlined" label={breed} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {fillText(texts.items, { count: formatInteger(programme.items.length, locale) })}
        {' · '}
        {fillText(texts.following, { count: formatInteger(programme.flocksFollowing, locale) })}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid="programme-card">
      <CardActionArea component={RouterLink} to={programmePath(programme.id)}>
        {content}
      </CardActionArea>
    </Card>
  );
}
