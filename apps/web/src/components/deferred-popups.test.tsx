import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Menu } from './deferred-popups.tsx';
import { Tooltip } from './deferred-tooltip.tsx';

afterEach(cleanup);

function MenuDemo() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Open
      </button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>Türkçe</MenuItem>
      </Menu>
    </>
  );
}

describe('deferred menu', () => {
  it('draws nothing until first opened, then the menu with its items', async () => {
    render(<MenuDemo />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('menuitem', { name: 'Türkçe' })).toBeTruthy();
  });
});

describe('deferred tooltip', () => {
  it('shows its title when the pointer first rests on the element', async () => {
    render(
      <Tooltip title="Open the settings">
        <button type="button">Settings</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Settings' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Open the settings');
  });

  it('shows its title when the element first takes the focus', async () => {
    render(
      <Tooltip title="Fold the navigation">
        <button type="button">Fold</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Fold' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Fold the navigation');
  });
});
