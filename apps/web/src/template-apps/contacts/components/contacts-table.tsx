import type { Contact } from '@flockbook/mock-api/contacts';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataText } from '../../../components/data-text.tsx';
import { fullName } from '../contacts-view.ts';
import { fill, useContactsTexts } from '../locales/use-contacts-texts.ts';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

type TableProps = {
  contacts: readonly Contact[];
  starred: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  onOpen: (contact: Contact) => void;
  onToggleStar: (contact: Contact) => void;
  starBusy: boolean;
};

/** The contacts with avatar, name, email, company, job title, phone and star; rows open. */
export function ContactsTable(props: TableProps) {
  const texts = useContactsTexts();
  const { contacts, selected, onSelect } = props;
  const shown = contacts.filter((contact) => selected.has(contact.id)).length;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={texts.title}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={contacts.length > 0 && shown === contacts.length}
                indeterminate={shown > 0 && shown < contacts.length}
                onChange={(_, checked) =>
                  onSelect(new Set(checked ? contacts.map((contact) => contact.id) : []))
                }
                slotProps={{ input: { 'aria-label': texts.selectAll } }}
              />
            </TableCell>
            <TableCell>{texts.columns.name}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {texts.columns.email} · {texts.columns.phone}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {texts.columns.company} · {texts.columns.jobTitle}
            </TableCell>
            <TableCell padding="checkbox">
              <VisuallyHidden>{texts.columns.starred}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((contact) => {
            const name = fullName(contact);
            const isStarred = props.starred.includes(contact.id);
            return (
              <TableRow
                key={contact.id}
                hover
                selected={selected.has(contact.id)}
                onClick={() => props.onOpen(contact)}
                data-testid="contact-row"
                data-contact-id={contact.id}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(contact.id)}
                    onChange={() => toggle(contact.id)}
                    slotProps={{ input: { 'aria-label': fill(texts.select, { name }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                    <Avatar src={contact.avatar || undefined} alt="" sx={{ width: 36, height: 36 }}>
                      {contact.name.charAt(0)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      {/* A real button, so the keyboard opens a contact as a click does. */}
                      <DataText
                        component="button"
                        type="button"
                        onClick={(event) => {
                          event.stopPropagation();
                          props.onOpen(contact);
                        }}
                        sx={nameButton}
                        data-testid="contact-name"
                      >
                        {name}
                      </DataText>
                      {contact.nickname ? (
                        <DataText variant="caption" color="text.secondary" component="div">
                          {contact.nickname}
                        </DataText>
                      ) : null}
                    </Box>
                  </Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {ltr(contact.email)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {ltr(contact.phone)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <DataText variant="body2">{contact.company}</DataText>
                  <DataText variant="caption" color="text.secondary" component="div">
                    {contact.jobTitle}
                  </DataText>
                </TableCell>
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <IconButton
                    aria-label={`${isStarred ? texts.unstar : texts.star}: ${name}`}
                    aria-pressed={isStarred}
                    onClick={() => props.onToggleStar(contact)}
                    disabled={props.starBusy}
                    data-testid="contact-star"
                    sx={{ color: isStarred ? 'warning.main' : undefined }}
                  >
                    {isStarred ? <StarIcon /> : <StarBorderIcon />}
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Isolates left-to-right text (phone numbers, addresses) so Arabic pages keep its order. */
const ltr = (text: string) => (text ? `\u2066${text}\u2069` : '');

const nameButton = {
  all: 'unset',
  cursor: 'pointer',
  fontWeight: 600,
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 0.5 },
} as const;
