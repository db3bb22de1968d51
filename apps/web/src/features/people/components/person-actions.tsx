import type { Person } from '@flockbook/contracts';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { fillText } from '../../../records/area-texts.ts';
import type { PeopleTexts } from '../locales/en.ts';

/** What an admin may do to a person from the list. */
export type PersonAction = 'role' | 'farms' | 'toggle' | 'reset';

export type PersonActionsProps = {
  texts: PeopleTexts;
  person: Person;
  onAction: (action: PersonAction, person: Person) => void;
};

/** The per-person menu: change role, change farms, disable or enable, password reset. */
export function PersonActions({ texts, person, onAction }: PersonActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: PersonAction) => {
    setAnchor(null);
    onAction(action, person);
  };
  return (
    <>
      <IconButton
        aria-label={fillText(texts.actionsFor, { name: person.displayName || person.email })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('role')}>{texts.changeRole}</MenuItem>
        <MenuItem onClick={() => choose('farms')}>{texts.changeFarms}</MenuItem>
        <MenuItem onClick={() => choose('toggle')}>
          {person.active ? texts.disable : texts.enable}
        </MenuItem>
        {person.from === 'api' && person.active ? (
          <MenuItem onClick={() => choose('reset')}>{texts.sendReset}</MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
