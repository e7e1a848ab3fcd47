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
    expect(recommendationsText('events')).toBe('Recommendations appear here as events are published.');
    expect(tabContent('clubs', 'Recommended')).toEqual({
      kind: 'later',
      text: 'Recommendations appear here as clubs are published.',
    });
    expect(tabContent('projects', 'Interested').kind).toBe('later');
  });
});
