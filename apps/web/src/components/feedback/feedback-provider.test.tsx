import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeedback, type Feedback } from '../../lib/feedback';
import { FeedbackProvider } from './feedback-provider';

let feedback: Feedback;
function Capture() {
  feedback = useFeedback();
  return null;
}

function renderFeedback() {
  render(
    <FeedbackProvider>
      <Capture />
    </FeedbackProvider>,
  );
}

/** Let `ms` pass. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Let the exit transition that a time-out started run to its end. */
function finishTransitions() {
  advance(1000);
}

describe('feedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toast: default heading Voila!, hides after 3 seconds', () => {
    renderFeedback();
    act(() => feedback.showToast({ message: 'Your changes have been saved.', kind: 'success' }));
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Voila!');
    expect(toast.textContent).toContain('Your changes have been saved.');
    advance(2900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(100);
    finishTransitions();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toast: takes a heading and a kind', () => {
    renderFeedback();
    act(() =>
      feedback.showToast({
        heading: 'We know you like it!',
        message: 'This item is already added to your portfolio.',
        kind: 'info',
      }),
    );
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('We know you like it!');
    expect(toast.getAttribute('data-kind')).toBe('info');
    act(() => feedback.showToast({ message: 'Deleted.', kind: 'delete' }));
    expect(screen.getByRole('alert').getAttribute('data-kind')).toBe('delete');
  });

  it('snackbar: hides after 5000 ms by default', () => {
    renderFeedback();
    act(() => feedback.showSnackbar('Loading...'));
    expect(screen.getByText('Loading...')).toBeTruthy();
    advance(4900);
    expect(screen.queryByText('Loading...')).not.toBeNull();
    advance(100);
    finishTransitions();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('snackbar: the time-out can be set per call', () => {
    renderFeedback();
    act(() => feedback.showSnackbar('Adding ...', 15_000));
    advance(14_000);
    expect(screen.queryByText('Adding ...')).not.toBeNull();
    advance(1000);
    finishTransitions();
    expect(screen.queryByText('Adding ...')).toBeNull();
  });

  it('popup: heading, message, OK closes; popups queue', () => {
    renderFeedback();
    act(() => {
      feedback.showPopup({ heading: 'Uh-Oh!', message: 'Something went wrong.' });
      feedback.showPopup({ heading: 'Oops!', message: 'Second.' });
    });
    expect(screen.getByRole('dialog', { name: 'Uh-Oh!' }).textContent).toContain('Something went wrong.');
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    finishTransitions();
    expect(screen.getByRole('dialog', { name: 'Oops!' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    finishTransitions();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
