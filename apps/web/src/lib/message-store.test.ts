import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeDialog,
  hideMessage,
  openDialog,
  resetMessages,
  showMessage,
  useMessages,
} from './message-store.ts';

afterEach(() => resetMessages());

describe('message store', () => {
  it('shows a message with its variant, info by default, and hides it again', () => {
    const { result } = renderHook(() => useMessages());
    expect(result.current.snackbar.open).toBe(false);

    act(() => showMessage({ message: 'Saved', variant: 'success' }));
    expect(result.current.snackbar).toMatchObject({
      open: true,
      message: 'Saved',
      variant: 'success',
    });

    act(() => showMessage({ message: 'Note' }));
    expect(result.current.snackbar).toMatchObject({ open: true, variant: 'info' });

    act(() => hideMessage());
    expect(result.current.snackbar).toMatchObject({ open: false, message: 'Note' });
  });

  it('gives every message a new key, so the same text starts its timer again', () => {
    const { result } = renderHook(() => useMessages());
    act(() => showMessage({ message: 'Again' }));
    const first = result.current.snackbar.key;
    act(() => showMessage({ message: 'Again' }));
    expect(result.current.snackbar.key).toBe(first + 1);
  });

  it('opens the dialog with plain content or with a title and content, and closes it', () => {
    const { result } = renderHook(() => useMessages());
    act(() => openDialog('Plain text'));
    expect(result.current.dialog).toEqual({ open: true, content: { content: 'Plain text' } });

    act(() => openDialog({ title: 'Title', content: 'Body' }));
    expect(result.current.dialog.content).toEqual({ title: 'Title', content: 'Body' });

    act(() => closeDialog());
    expect(result.current.dialog.open).toBe(false);
  });
});
