import { TESTIMONIAL_TEXTS as T, type PublicTestimonial } from '@lbd/shared/testimonials';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';

const ananya: PublicTestimonial = {
  id: 1,
  type: 'STUDENT',
  text: 'The kirana dashboard got me my first interview.',
  rating: 5,
  featured: true,
  author_name: 'Ananya Sharma',
  author_role: 'Student, Pune Institute of Technology',
  author_profile_type: 'STUDENT',
  avatar_url: null,
};

describe('testimonials on the marketing pages', () => {
  it('/Home shows the featured testimonials of students, with who said them', async () => {
    const { requests } = mockApi({ 'GET /api/testimonials': { body: { data: [ananya] } } });
    renderWithApp(undefined, { path: '/Home' });
    const section = await screen.findByRole('region', { name: T.sectionTitle });
    expect(within(section).getByText(/The kirana dashboard got me my first interview/)).toBeTruthy();
    expect(within(section).getByText('Ananya Sharma')).toBeTruthy();
    expect(within(section).getByText('Student, Pune Institute of Technology')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    const asked = requests.find((r) => r.path === '/api/testimonials')!;
    expect(Object.fromEntries(asked.query)).toEqual({ type: 'STUDENT', featured: 'true' });
  });

  it('/MentorHome asks for mentors’ testimonials and shows no section at all when there are none', async () => {
    const { requests } = mockApi({ 'GET /api/testimonials': { body: { data: [] } } });
    renderWithApp(undefined, { path: '/MentorHome' });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/testimonials')).toBe(true));
    expect(requests.find((r) => r.path === '/api/testimonials')!.query.get('type')).toBe('ADVISOR');
    await screen.findByRole('heading', { name: 'What you can do' });
    expect(screen.queryByRole('region', { name: T.sectionTitle })).toBeNull();
    expect(screen.queryByText(T.sectionTitle)).toBeNull();
  });
});
