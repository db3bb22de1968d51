import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveAcademy } from '../testing/serve-academy.ts';
import { slow } from '../../../testing/waits.ts';

const cardTitles = () =>
  screen.queryAllByTestId('course-card').map((card) => card.querySelector('h2')?.textContent);
const dashboardCourse = '/apps/academy/courses/a3c91f07/build-a-flock-dashboard-with-react';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

async function chooseCategory(name: string) {
  fireEvent.mouseDown(within(screen.getByTestId('academy-category')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

// jsdom draws MUI slowly on a busy machine.
describe('academy screens', { timeout: 60_000 }, () => {
  it('lists the courses, filters by category and title, and says when none match', async () => {
    serveAcademy();
    const { router } = renderRoute('/apps/academy');
    await screen.findByText('Build a flock dashboard with React', {}, slow);
    expect(router.state.location.pathname).toBe('/apps/academy/courses');
    expect(cardTitles()).toHaveLength(12);
    const finished = screen
      .getByText('Accessible forms for weighing records')
      .closest('[data-testid="course-card"]') as HTMLElement;
    expect(within(finished).getByText('Completed')).toBeTruthy();
    expect(within(finished).getByText('30 minutes')).toBeTruthy();
    const started = screen
      .getByText('Build a flock dashboard with React')
      .closest('[data-testid="course-card"]') as HTMLElement;
    expect(within(started).getByText('4 / 11 steps')).toBeTruthy();
    expect(within(started).getByRole('link', { name: /^Continue/ })).toBeTruthy();

    await chooseCategory('Android');
    expect(cardTitles()).toEqual([
      'An Android app for house checks',
      'Offline-first mortality logging on Android',
      'Barcode scanning for feed deliveries',
    ]);
    for (const chip of screen.getAllByTestId('course-category')) {
      expect(chip.textContent).toBe('Android');
    }
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'BARCODE' } });
    expect(cardTitles()).toEqual(['Barcode scanning for feed deliveries']);
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'firestore' } });
    expect(screen.getByText('No courses match your filter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(cardTitles()).toHaveLength(12);
  });

  it('shows an error with a retry when the courses cannot be loaded', async () => {
    const failing = new Set(['/api/academy-app/courses']);
    serveAcademy(failing);
    renderRoute('/apps/academy/courses');
    expect(await screen.findByText('The courses could not be loaded.', {}, slow)).toBeTruthy();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Build a flock dashboard with React', {}, slow);
  });

  it('opens a course on its saved step, steps through it and saves each move', async () => {
    const { calls, state } = serveAcademy();
    renderRoute(dashboardCourse);
    const title = await screen.findByTestId('course-step-title', {}, slow);
    expect(title.textContent).toBe('Draw the mortality chart');
    expect(screen.getByTestId('course-step-position').textContent).toBe('Step 5 of 11');
    // jsdom's window is narrow: the steps are in a drawer.
    const openSteps = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show steps' }));
      const stepper = await screen.findByTestId('course-stepper');
      await within(stepper).findByRole('tab', { name: /Introduction/ }, slow);
      return stepper;
    };
    expect(within(await openSteps()).getAllByRole('tab')).toHaveLength(11);
    fireEvent.keyDown(screen.getByTestId('course-stepper'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('course-stepper')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('course-step-title').textContent).toBe(
      'Highlight what needs attention',
    );
    await waitFor(() => expect(state.courses[0]?.activeStep).toBe(5));
    expect(calls).toContain('POST /api/academy-app/course/update');
    expect(await screen.findByText('5 / 11 steps', {}, slow)).toBeTruthy();

    fireEvent.click(within(await openSteps()).getByRole('tab', { name: /Introduction/ }));
    expect(screen.getByTestId('course-step-title').textContent).toBe('Introduction');
    await waitFor(() => expect(screen.queryByTestId('course-stepper')).toBeNull());
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(state.courses[0]?.activeStep).toBe(0));

    fireEvent.click(within(await openSteps()).getByRole('tab', { name: /Summary/ }));
    await waitFor(() => expect(screen.queryByTestId('course-stepper')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('You finished “Build a flock dashboard with React”.', {}, slow),
    ).toBeTruthy();
    expect(state.courses[0]?.activeStep).toBe(11);
    await screen.findByTestId('academy-courses', {}, slow);
  });

  it('asks before starting a course over', async () => {
    const { state } = serveAcademy();
    renderRoute(dashboardCourse);
    await screen.findByTestId('course-step-title', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start the course over?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.courses[0]?.activeStep).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    const again = await screen.findByRole('dialog', { name: 'Start the course over?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Start over' }));
    expect(
      await screen.findByText('The course starts again from the first step.', {}, slow),
    ).toBeTruthy();
    expect(state.courses[0]?.activeStep).toBe(0);
    expect(screen.getByTestId('course-step-title').textContent).toBe('Introduction');
  });

  it('says when a course does not exist, with a link back to the list', async () => {
    serveAcademy();
    const { router } = renderRoute('/apps/academy/courses/nope/whatever');
    expect(await screen.findByText('Course not found', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/academy/courses'));
  });

  it('renders HTML from a step harmless: no script, no event handler', async () => {
    const { state } = serveAcademy();
    const course = state.courses[0];
    if (!course?.steps[0]) throw new Error('The sample data lacks a course with steps.');
    course.activeStep = 0;
    course.steps[0].content =
      '<p>Safe words</p><script>window.hacked = true</script>' +
      '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a>';
    renderRoute(dashboardCourse);
    const content = await screen.findByTestId('course-step-content', {}, slow);
    expect(within(content).getByText('Safe words')).toBeTruthy();
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(content.querySelector('a')?.getAttribute('href')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
