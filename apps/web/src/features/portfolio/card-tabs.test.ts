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
    expect(recommendationsText('books')).toBe('Recommendations appear here as books are published.');
    expect(tabContent('semester', 'Recommended')).toEqual({
      kind: 'later',
      text: 'Recommendations appear here as items are published.',
    });
  });

  it("lists the platform's projects and learning paths in the projects and courses tabs", () => {
    expect(tabContent('projects', 'Recommended')).toEqual({ kind: 'learning', list: 'recommended_projects' });
    expect(tabContent('projects', 'Interested')).toEqual({ kind: 'learning', list: 'interested_projects' });
    expect(tabContent('projects', 'In Progress')).toMatchObject({ kind: 'own', learning: 'enrolled_projects' });
    expect(tabContent('projects', 'Completed')).toMatchObject({ kind: 'own', learning: 'completed_projects' });
    expect(tabContent('courses', 'Recommended')).toEqual({ kind: 'learning', list: 'recommended_courses' });
    expect(tabContent('courses', 'My Courses')).toEqual({ kind: 'own', learning: 'my_courses' });
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
