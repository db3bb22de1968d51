import type { ContactsUser } from '@flockbook/mock-api/contacts';
import FrequentIcon from '@mui/icons-material/AccessTimeOutlined';
import GroupIcon from '@mui/icons-material/GroupsOutlined';
import AllIcon from '@mui/icons-material/PeopleAltOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contactsListPath } from '../contacts-view.ts';
import { useContactsTexts } from '../locales/use-contacts-texts.ts';

type SidebarProps = {
  user: ContactsUser | undefined;
  /** The id in the route: a list or a group. */
  current: string;
  allCount: number | undefined;
};

/** The user, the three lists and the user's groups, each with its number of contacts. */
export function ContactsSidebar({ user, current, allCount }: SidebarProps) {
  const texts = useContactsTexts();
  const entry = (id: string, label: string, icon: ReactNode, count: number | undefined) => (
    <ListItem key={id} disablePadding>
      <ListItemButton
        component={Link}
        to={contactsListPath(id)}
        selected={current === id}
        aria-current={current === id ? 'page' : undefined}
        data-testid={`contacts-nav-${id}`}
        sx={{ borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
        {count === undefined ? null : (
          <Typography variant="caption" color="text.secondary">
            {count}
          </Typography>
        )}
      </ListItemButton>
    </ListItem>
  );

  return (
    <Paper
      component="nav"
      aria-label={texts.title}
      sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, mb: 1 }}>
        <Avatar src={user?.avatar || undefined} alt="" sx={{ width: 44, height: 44 }}>
          {user?.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" noWrap data-testid="contacts-user">
            {user?.name ?? ' '}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {texts.title}
          </Typography>
        </Box>
      </Box>
      <List dense disablePadding>
        {entry('all', texts.lists.all, <AllIcon />, allCount)}
        {entry('frequent', texts.lists.frequent, <FrequentIcon />, user?.frequentContacts.length)}
        {entry('starred', texts.lists.starred, <StarIcon />, user?.starred.length)}
      </List>
      {user && user.groups.length > 0 ? (
        <List
          dense
          disablePadding
          subheader={<ListSubheader disableSticky>{texts.groups}</ListSubheader>}
        >
          {user.groups.map((group) =>
            entry(group.id, group.name, <GroupIcon />, group.contactIds.length),
          )}
        </List>
      ) : null}
    </Paper>
  );
}
