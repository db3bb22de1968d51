import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '@flockbook/mock-api/testing/faq/handlers';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';
import { slow } from '../../../testing/waits.ts';

const serveFaq = (failing?: Set<string>) => serveMockApp('/api/faq', createHandlers(), failing);
const questions = () => screen.queryAllByTestId('faq-item');

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('FAQ page', { timeout: 60_000 }, () => {
  it('filters questions and answers ignoring case, counts them and shows when none match', async () => {
    serveFaq();
    renderRoute('/pages/faq');
    await screen.findByText('How is the feed conversion ratio calculated?', {}, slow);
    expect(questions()).toHaveLength(20);
    expect(screen.getByTestId('faq-count').textContent).toBe('20 of 20 questions');

    // 'EPEF' is in one question; 'ross 308' only in an answer.
    const search = screen.getByLabelText('Search questions and answers');
    fireEvent.change(search, { target: { value: 'epef' } });
    expect(questions()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'ROSS 308' } });
    expect(questions()).toHaveLength(1);
    expect(within(questions()[0]!).getByText('How do I record a weighing?')).toBeTruthy();
    expect(screen.getByTestId('faq-count').textContent).toBe('1 of 20 questions');

    fireEvent.change(search, { target: { value: 'turkey quotas' } });
    expect(questions()).toHaveLength(0);
    expect(screen.getByText('No questions match “turkey quotas”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(20);
  });

  it('opens an answer from its question', async () => {
    serveFaq();
    renderRoute('/pages/faq');
    const question = await screen.findByRole(
      'button',
      { name: 'How do I record a weighing?' },
      slow,
    );
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByText(/compares your flock with the breed curve/).closest('[hidden]'),
    ).toBeNull();
  });

  it('says so when the questions cannot be loaded', async () => {
    serveFaq(new Set(['/api/faq']));
    renderRoute('/pages/faq');
    expect(await screen.findByText('The questions could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    serveFaq();
    await act(() => changeLanguage('tr'));
    renderRoute('/pages/faq');
    expect(await screen.findByText('20 sorudan 20 tanesi', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sıkça sorulan sorular' })).toBeTruthy();
  });
});
