import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
  it('shows its title when the pointer first rests on the element, which stays the same', async () => {
    render(
      <Tooltip title="Theme settings">
        <button type="button" aria-label="Open the settings">
          Settings
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Open the settings' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Theme settings');
    // Not drawn anew: a menu anchored to it, or a click under way, keeps its element.
    expect(button.isConnected).toBe(true);
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('names an element without a name of its own, and shows when it takes the focus', async () => {
    render(
      <Tooltip title="Fold the navigation">
        <button type="button" />
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Fold the navigation' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Fold the navigation');
  });
});
