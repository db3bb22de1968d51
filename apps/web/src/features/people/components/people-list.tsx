import type { Farm, Person } from '@flockbook/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { PeopleTexts } from '../locales/en.ts';
import { PersonActions } from './person-actions.tsx';
import type { PersonAction } from './person-actions.tsx';
import { DataText, dataTextProps } from '../../../components/data-text.tsx';

export type PeopleListProps = {
  texts: PeopleTexts;
  people: readonly Person[];
  farms: readonly Farm[];
  onAction: (action: PersonAction, person: Person) => void;
};

/** A table on wide screens; a card per person on a phone. */
export function PeopleList({ texts, people, farms, onAction }: PeopleListProps) {
  const { i18n } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const farmName = new Map(farms.map((farm) => [farm.id, farm.name]));
  const farmsOf = (person: Person) => {
    if (person.role === 'admin') return texts.everyFarm;
    return person.farmIds.length
      ? person.farmIds.map((id) => farmName.get(id) ?? id).join(', ')
      : texts.noFarm;
  };
  const signedInAt = (person: Person) =>
    person.lastSignInAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(person.lastSignInAt),
        )
      : texts.never;
  const state = (person: Person) => (
    <Chip
      size="small"
      label={person.active ? texts.active : texts.disabled}
      color={person.active ? 'success' : 'default'}
      variant={person.active ? 'filled' : 'outlined'}
    />
  );
  const roleOf = (person: Person) =>
    `${texts.roles[person.role] ?? person.role} · ${texts.from[person.from] ?? person.from}`;

  if (narrow) {
    return (
      <Stack spacing={1.5} data-testid="people-cards">
        {people.map((person) => (
          <Card key={person.id} variant="outlined" data-testid="person">
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <DataText sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {person.displayName}
                </DataText>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {roleOf(person)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {texts.columns.farms}: {farmsOf(person)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {texts.columns.lastSignIn}: {signedInAt(person)}
                </Typography>
                <Box sx={{ mt: 1 }}>{state(person)}</Box>
              </Box>
              <PersonActions texts={texts} person={person} onAction={onAction} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label={texts.title}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.columns.name}</TableCell>
            <TableCell>{texts.columns.email}</TableCell>
            <TableCell>{texts.columns.role}</TableCell>
            <TableCell>{texts.columns.farms}</TableCell>
            <TableCell>{texts.columns.lastSignIn}</TableCell>
            <TableCell>{texts.columns.state}</TableCell>
            <TableCell align="right">{texts.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id} data-testid="person">
              <TableCell {...dataTextProps}>{person.displayName}</TableCell>
              <TableCell>{person.email}</TableCell>
              <TableCell>{roleOf(person)}</TableCell>
              <TableCell>{farmsOf(person)}</TableCell>
              <TableCell>{signedInAt(person)}</TableCell>
              <TableCell>{state(person)}</TableCell>
              <TableCell align="right">
                <PersonActions texts={texts} person={person} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
