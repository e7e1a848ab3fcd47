import type { TestimonialType } from '@lbd/shared/testimonials';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useShownTestimonials } from '../api';
import { TestimonialCard } from './testimonial-card';

/**
 * The approved, featured testimonials of one audience, for its marketing page. Nothing at all (not even the
 * section `wrap` gives) while loading, on failure, or when there are none: no words are ever made up.
 */
export function FeaturedTestimonials({
  type,
  wrap,
}: {
  type: TestimonialType;
  /** The page's own section around the cards. */
  wrap: (cards: ReactNode) => ReactNode;
}) {
  const shown = useShownTestimonials(type, true);
  const list = shown.data?.data ?? [];
  if (list.length === 0) return null;
  return wrap(
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(list.length, 3)}, 1fr)` },
      }}
    >
      {list.map((t) => (
        <TestimonialCard key={t.id} testimonial={t} />
      ))}
    </Box>,
  );
}
