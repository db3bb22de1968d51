import '../../app/app-texts.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Sets up the translations the component reads.
import '../../lib/i18n.ts';
import { ListPagination, pageRange } from './list-pagination.tsx';

afterEach(cleanup);

const paging = (page: number, total: number) => ({
  page,
  pageSize: 25,
  pageSizes: [10, 25, 50, 100] as const,
  total,
  onChange: vi.fn(),
});

describe('pageRange', () => {
  it('answers the first and last row shown, 1-based', () => {
    expect(pageRange({ page: 0, pageSize: 25, total: 80 })).toEqual({ from: 1, to: 25 });
    expect(pageRange({ page: 3, pageSize: 25, total: 80 })).toEqual({ from: 76, to: 80 });
    expect(pageRange({ page: 0, pageSize: 25, total: 0 })).toEqual({ from: 0, to: 0 });
  });
});

describe('ListPagination', () => {
  it('says which rows are shown and turns the page forward', () => {
    const first = paging(0, 80);
    render(<ListPagination paging={first} />);
    expect(screen.getByText('1–25 of 80')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(first.onChange).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
  });

  it('cannot go past the last page', () => {
    render(<ListPagination paging={paging(3, 80)} />);
    expect(screen.getByText('76–80 of 80')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('starts again from the first page with another page size', async () => {
    const third = paging(2, 80);
    render(<ListPagination paging={third} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Rows per page:/ }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(third.onChange).toHaveBeenCalledWith({ page: 0, pageSize: 50 });
  });
});
