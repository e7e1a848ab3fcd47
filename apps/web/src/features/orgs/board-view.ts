import type { BoardPost } from '@lbd/shared/mail-notifications';

/**
 * Where a board post's item opens: its staff go to the item's dashboard, everyone else to the item's
 * page; a shortlist is the institute's own (its staff open the shortlist page), so others get no link.
 * Clubs: students and mentors open /clubs/{id}, organisations the dashboard (SPEC §6). Pure.
 */
export function boardItemPath(about: BoardPost['about'], isStaff: boolean): string | null {
  switch (about.type) {
    case 'job':
      return isStaff ? `/jobDashboard/${about.id}` : `/jobs/${about.id}`;
    case 'event':
      return isStaff ? `/eventDashboard/${about.id}` : `/events/${about.id}`;
    case 'club':
      return isStaff ? `/clubDashboard/${about.id}` : `/clubs/${about.id}`;
    case 'shortlist':
      return isStaff ? '/shortlist' : null;
  }
}

/** 'To the shortlisted applicants of Data Analyst' (the item's title when it has one). */
export const boardAudience = (post: Pick<BoardPost, 'audience' | 'about'>) =>
  [post.audience ? `To the ${post.audience}` : 'To', post.about.title || 'a list'].join(' ');
