import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/portfolio-fixtures';
import { defaultTab, recommendationsText, tabContent } from './card-tabs';

describe('card tabs', () => {
  it('opens on the first tab with own entries, else the first own tab', () => {
    expect(defaultTab('books')).toBe('My Books');
    expect(defaultTab('projects')).toBe('In Progress');
    expect(defaultTab('projects', [buildEntry('projects', { status: 'complete' })])).toBe('Completed');
    expect(defaultTab('projects', [buildEntry('projects', { status: 'Enrolled', date: '2030-01-01' })])).toBe(
      'In Progress',
    );
    expect(defaultTab('semester')).toBe('Completed');
  });

  it('says what later features will put in their tabs', () => {
    expect(recommendationsText('projects')).toBe('Recommendations appear here as projects are published.');
    expect(tabContent('courses', 'Recommended')).toEqual({
      kind: 'later',
      text: 'Recommendations appear here as courses are published.',
    });
    expect(tabContent('projects', 'Interested').kind).toBe('later');
  });

  it("lists the platform's recommendations for books, articles, clubs and events", () => {
    for (const card of ['books', 'articles', 'clubs', 'events'] as const)
      expect(tabContent(card, 'Recommended')).toEqual({ kind: 'recommended', source: card });
  });

  it('shows what the student joined or applied to above their own clubs, events, jobs and internships', () => {
    expect(tabContent('clubs', 'Member')).toEqual({ kind: 'own', platform: 'clubs' });
    expect(tabContent('events', 'My Events')).toEqual({ kind: 'own', platform: 'events' });
    expect(tabContent('jobs', 'My Jobs')).toEqual({ kind: 'own', platform: 'jobs' });
    expect(tabContent('internships', 'My Internships')).toEqual({ kind: 'own', platform: 'internships' });
    expect(tabContent('books', 'My Books')).toEqual({ kind: 'own' });
  });
});
