import type { AdminTestimonial, MyTestimonial, PublicTestimonial } from '@lbd/shared/testimonials';
import type { AuthorRow, TestimonialRow } from './testimonials.repo';

const PERSON_ROLE = { STUDENT: 'Student', ADVISOR: 'Mentor', COMPANY: null, INSTITUTION: null } as const;

/** 'Student, Pune Institute of Technology', 'Talent Lead, Infosys', or what there is of it. */
export function authorRole(r: Pick<AuthorRow, 'profile_type' | 'designation' | 'org_name'>): string | null {
  const role = r.designation ?? PERSON_ROLE[r.profile_type];
  return [role, r.org_name].filter(Boolean).join(', ') || null;
}

export const toPublic = (r: AuthorRow): PublicTestimonial => ({
  id: r.id,
  type: r.type,
  text: r.text ?? '',
  rating: r.rating ?? 0,
  featured: r.status === 'FEATURED',
  author_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  author_role: authorRole(r),
  author_profile_type: r.profile_type,
  avatar_url: r.avatar_url,
});

export const toAdmin = (r: AuthorRow): AdminTestimonial => ({
  ...toPublic(r),
  status: r.status,
  profile_id: r.profile_id,
  consent_at: r.consent_at.toISOString(),
  inserted_at: r.inserted_at.toISOString(),
  reviewed_at: r.reviewed_at?.toISOString() ?? null,
});

export const toMine = (r: TestimonialRow): MyTestimonial => ({
  id: r.id,
  type: r.type,
  text: r.text,
  rating: r.rating,
  status: r.status,
  consent_text: r.consent_text,
  consent_at: r.consent_at.toISOString(),
  consent_withdrawn_at: r.consent_withdrawn_at?.toISOString() ?? null,
  inserted_at: r.inserted_at.toISOString(),
});
