import EggOutlined from '@mui/icons-material/EggOutlined';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordPage } from '../../records/components/record-page.tsx';
import { PageCarded } from './page-carded.tsx';
import { PageSimple } from './page-simple.tsx';

afterEach(cleanup);

describe('page scaffolds', () => {
  it('lays a simple page out as header, tabs and content, and leaves out what is not given', () => {
    render(
      <PageSimple header={<h1>Title</h1>} tabs={<div>Tab bar</div>} data-testid="page">
        <p>Body</p>
      </PageSimple>,
    );
    const parts = [...screen.getByTestId('page').children];
    expect(parts.map((part) => part.textContent)).toEqual(['Title', 'Tab bar', 'Body']);
    expect(parts[0]?.tagName).toBe('HEADER');
    expect(screen.queryByTestId('page-sidebar-start')).toBeNull();
  });

  it('puts a carded header on the band or in the card', () => {
    const { rerender } = render(<PageCarded header={<h1>Title</h1>}>Body</PageCarded>);
    expect(within(screen.getByTestId('page-carded-band')).getByRole('heading')).toBeTruthy();
    rerender(
      <PageCarded header={<h1>Title</h1>} headerPlacement="card">
        Body
      </PageCarded>,
    );
    expect(within(screen.getByTestId('page-carded-band')).queryByRole('heading')).toBeNull();
    expect(within(screen.getByTestId('page-carded-card')).getByRole('heading')).toBeTruthy();
  });

  it('renders a farm page (RecordPage) as a header with crumbs, title and actions over its content', () => {
    render(
      <MemoryRouter>
        <RecordPage
          icon={EggOutlined}
          title="Flocks"
          subtitle="Every batch of birds"
          crumbs={[{ label: 'Farm', to: '/apps/farm-details' }, { label: 'Flocks' }]}
          actions={<button type="button">New flock</button>}
          data-testid="flocks-page"
        >
          <p>Cards</p>
        </RecordPage>
      </MemoryRouter>,
    );
    const [header, content, ...others] = [...screen.getByTestId('flocks-page').children];
    expect(others).toHaveLength(0);
    expect(header?.tagName).toBe('HEADER');
    const inHeader = within(header as HTMLElement);
    expect(inHeader.getByRole('heading', { level: 1 }).textContent).toBe('Flocks');
    expect(inHeader.getByRole('link', { name: 'Farm' }).getAttribute('href')).toBe(
      '/apps/farm-details',
    );
    expect(inHeader.getByText('Every batch of birds')).toBeTruthy();
    expect(inHeader.getByRole('button', { name: 'New flock' })).toBeTruthy();
    expect(content?.textContent).toBe('Cards');
  });
});
