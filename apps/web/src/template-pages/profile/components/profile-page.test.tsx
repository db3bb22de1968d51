import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveProfile } from '../testing/serve-profile.ts';
import { slow } from '../../../testing/waits.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('profile page', { timeout: 60_000 }, () => {
  it('shows the signed-in user and the timeline, where a post is liked and commented', async () => {
    const { calls } = serveProfile();
    renderRoute('/pages/profile');
    const posts = await screen.findAllByTestId('profile-post', {}, slow);
    expect(screen.getByTestId('profile-name').textContent).toBe('Amina Rahman');
    expect(
      within(screen.getByTestId('profile-activities')).getByText('started following you.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(calls).toEqual(['GET /api/profile/timeline']);

    const first = posts[0] as HTMLElement;
    expect(within(first).getByTestId('post-likes').textContent).toBe('24 likes');
    fireEvent.click(within(first).getByTestId('post-like'));
    expect(within(first).getByTestId('post-likes').textContent).toBe('25 likes');
    expect(within(first).getByTestId('post-like').getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(within(first).getByTestId('post-comment-input'), {
      target: { value: 'Chicks arrive at 6 sharp.' },
    });
    fireEvent.click(within(first).getByRole('button', { name: 'Post comment' }));
    expect(within(first).getAllByTestId('post-comment')).toHaveLength(3);
    expect(within(first).getByText('Chicks arrive at 6 sharp.')).toBeTruthy();
    expect(within(first).getByTestId('post-comment-count').textContent).toBe('3 comments');
  });

  it('switches to Photos & Videos and steps through an album in the viewer', async () => {
    const { calls } = serveProfile();
    renderRoute('/pages/profile');
    await screen.findAllByTestId('profile-post', {}, slow);
    fireEvent.click(screen.getByRole('tab', { name: 'Photos & Videos' }));
    expect(await screen.findAllByTestId('media-group', {}, slow)).toHaveLength(3);
    expect(calls).toContain('GET /api/profile/photos-videos');

    fireEvent.click(screen.getByRole('button', { name: 'Open Day-old chicks' }));
    const viewer = await screen.findByTestId('media-viewer');
    expect(within(viewer).getByTestId('media-viewer-position').textContent).toBe('2 of 6');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByRole('heading').textContent).toBe('Brooder check');
    fireEvent.keyDown(within(viewer).getByRole('dialog'), { key: 'ArrowLeft' });
    expect(within(viewer).getByRole('heading').textContent).toBe('Day-old chicks');
  });

  it('shows About, and an error with retry when a tab cannot load', async () => {
    serveProfile(new Set(['/api/profile/timeline']));
    renderRoute('/pages/profile?tab=about');
    expect(await screen.findByText('General information', {}, slow)).toBeTruthy();
    expect(screen.getByText('Farm manager')).toBeTruthy();
    expect(screen.getAllByTestId('about-friend')).toHaveLength(8);

    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(
      await screen.findByText('This part of the profile could not be loaded.', {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
