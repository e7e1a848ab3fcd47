import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RatingSummary, hasRating } from './rating-summary';

describe('RatingSummary', () => {
  it('shows the rating, the review count and Rate Now when the student may rate', async () => {
    const onRate = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RatingSummary rating={4.26} reviewCount={12} viewTo="/projects/3" onRate={onRate} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rate Now' }));
    expect(onRate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
  });

  it('links to View otherwise; one review is singular', () => {
    render(
      <MemoryRouter>
        <RatingSummary rating={5} reviewCount={1} viewTo="/projects/3" />
      </MemoryRouter>,
    );
    expect(screen.getByText('(1 review)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/projects/3');
  });

  it('is only for items that carry rating data', () => {
    expect(hasRating({ rating: 4, review_count: 2 })).toBe(true);
    expect(hasRating({ title: 'Clean Code' })).toBe(false);
    expect(hasRating({ rating: Number.NaN, review_count: 2 })).toBe(false);
  });
});
