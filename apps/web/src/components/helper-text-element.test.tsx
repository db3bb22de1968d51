import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createShellTheme } from '../shell/themes/create-shell-theme.ts';

afterEach(cleanup);

/** The text that describes a field to a screen reader (its `aria-describedby`). */
function description(field: HTMLElement): string | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

function Field({ error }: { error?: string }) {
  return (
    <ThemeProvider theme={createShellTheme('default', 'ltr')}>
      <TextField
        id="count"
        label="Number of birds"
        error={error !== undefined}
        helperText={error ?? 'Birds found dead today'}
      />
    </ThemeProvider>
  );
}

describe('a field helper text in the shell theme', () => {
  it('is a plain description while it is a hint', () => {
    render(<Field />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(description(screen.getByRole('textbox', { name: 'Number of birds' }))).toBe(
      'Birds found dead today',
    );
  });

  it('is an alert, said as it appears, while it is an error, and still describes the field', () => {
    const { rerender } = render(<Field />);
    rerender(<Field error="Enter a whole number of 1 or more." />);
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of 1 or more.');
    const field = screen.getByRole('textbox', { name: 'Number of birds' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toBe('Enter a whole number of 1 or more.');
  });
});
