import type { FlockProgramme } from '@flockbook/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeAccessToken,
  jsonResponse,
  renderRoute,
  requestUrl,
  storeSession,
  testUser,
} from '../../../testing/render-route.tsx';
import { stubFetchPerTest } from '../../../testing/fetch-stub.ts';
import { slow } from '../../../testing/waits.ts';
import { testFlock } from '../../../testing/test-flock.ts';

const fetchMock = stubFetchPerTest();

const flock = testFlock(
  {
    programmeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    programmeName: 'Ross 308 broiler programme',
  },
  { ageDays: 14 },
);

const item = (
  dayOfAge: number,
  name: string,
  state: FlockProgramme['items'][number]['state'],
  done: FlockProgramme['items'][number]['done'] = null,
) => ({
  id: `00000000-0000-4000-8000-0000000000${String(dayOfAge).padStart(2, '0')}`,
  dayOfAge,
  name,
  kind: 'vaccine' as const,
  method: 'water' as const,
  dosePerBird: '1',
  notes: '',
  state,
  dueOn: `2026-11-${String(dayOfAge + 1).padStart(2, '0')}`,
  done,
});

const programme = (items: FlockProgramme['items']): FlockProgramme => ({
  flockId: flock.id,
  today: '2026-11-15',
  ageDays: 14,
  programme: { id: flock.programmeId ?? '', name: 'Ross 308 broiler programme' },
  items,
});

const given = {
  medicineUseId: '11111111-2222-4333-8444-555555555555',
  date: '2026-11-15',
  medicineName: 'Gumboro (IBD) vaccine',
  quantity: '1000.000',
  unit: 'dose',
};

/**
 * Staff signed in; the flock and its programme answered (`answers` in turn, the last one
 * kept); a dose answered by `dose`; everything else not found.
 */
function serve(answers: (FlockProgramme | number)[], dose?: Response) {
  const user = testUser(['staff']);
  storeSession(user);
  const posted: unknown[] = [];
  let read = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input as RequestInfo);
    if (url === '/api/auth/access-token') {
      return jsonResponse({ user, access_token: fakeAccessToken() });
    }
    if (url.startsWith('/api/farms?')) {
      return jsonResponse({ data: [{ id: flock.farmId, name: flock.farmName }], total: 1 });
    }
    if (url === `/api/flocks/${flock.id}`) return jsonResponse(flock);
    if (url === `/api/flocks/${flock.id}/programme`) {
      const answer = answers[Math.min(read, answers.length - 1)];
      read += 1;
      return typeof answer === 'number'
        ? jsonResponse({ title: 'Server error' }, { status: answer })
        : jsonResponse(answer);
    }
    if (url === '/api/programme-doses' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return dose ?? jsonResponse({}, { status: 201 });
    }
    return jsonResponse({}, { status: 404 });
  });
  return posted;
}

afterEach(() => cleanup());

const open = () => renderRoute(`/apps/flocks/${flock.id}/${flock.handle}`);
const row = (day: number) => screen.getByTestId(`programme-item-${day}`);

describe('flock page: vaccination programme', { timeout: 120_000 }, () => {
  it('shows each item with its state, and records a due one as given with one tap', async () => {
    const before = programme([
      item(7, 'ND + IB vaccine', 'overdue'),
      item(14, 'Gumboro (IBD) vaccine', 'due'),
      item(21, 'ND booster', 'upcoming'),
    ]);
    const after = programme([
      item(7, 'ND + IB vaccine', 'overdue'),
      item(14, 'Gumboro (IBD) vaccine', 'done', given),
      item(21, 'ND booster', 'upcoming'),
    ]);
    const posted = serve([before, after]);
    open();

    await screen.findByTestId('programme-item-14', {}, slow);
    const section = screen.getByTestId('flock-programme');
    expect(within(section).getByRole('heading', { name: 'Vaccination programme' })).toBeTruthy();
    expect(section.textContent).toContain('Ross 308 broiler programme');
    expect(section.textContent).toContain('Day 14 of age today');
    expect(within(row(7)).getByTestId('programme-item-state').textContent).toBe('Overdue');
    expect(within(row(14)).getByTestId('programme-item-state').textContent).toBe('Due today');
    expect(within(row(21)).getByTestId('programme-item-state').textContent).toBe('Upcoming');
    // Only what is due or late can be given from here.
    expect(within(row(21)).queryByRole('button')).toBeNull();
    expect(
      within(row(7)).getByRole('button', { name: /Record .*ND \+ IB vaccine.* as given today/ }),
    ).toBeTruthy();

    fireEvent.click(
      within(row(14)).getByRole('button', {
        name: /Record .*Gumboro \(IBD\) vaccine.* as given today/,
      }),
    );
    await waitFor(
      () => expect(within(row(14)).getByTestId('programme-item-state').textContent).toBe('Done'),
      slow,
    );
    expect(posted).toEqual([{ flockId: flock.id, itemId: item(14, '', 'due').id }]);
    expect(row(14).textContent).toContain(
      'Given on 15 Nov 2026: 1,000 doses of \u2068Gumboro (IBD) vaccine\u2069',
    );
    expect(within(row(14)).queryByRole('button')).toBeNull();
  });

  it("shows the server's reason when a dose is refused, at its item", async () => {
    const refusal = jsonResponse(
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The request has invalid fields.',
        errors: { medicineId: 'No vaccine in stock on North Farm for ND booster' },
      },
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    );
    serve([programme([item(14, 'ND booster', 'due')])], refusal);
    open();
    fireEvent.click(await screen.findByTestId('programme-item-give', {}, slow));
    const alert = await within(row(14)).findByRole('alert', {}, slow);
    expect(alert.textContent).toBe('No vaccine in stock on North Farm for ND booster');
    expect(within(row(14)).getByTestId('programme-item-state').textContent).toBe('Due today');
  });

  it('says when the flock follows no programme, and when the programme cannot be loaded', async () => {
    serve([{ ...programme([]), programme: null }]);
    open();
    const empty = await screen.findByTestId('flock-programme-empty', {}, slow);
    expect(empty.textContent).toContain('This flock follows no vaccination programme.');
    cleanup();

    serve([500]);
    open();
    const section = await screen.findByTestId('flock-programme', {}, slow);
    await within(section).findByText('The programme could not be loaded.', {}, slow);
    expect(within(section).getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
