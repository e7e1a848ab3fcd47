import { describe, expect, it } from 'vitest';
import { boardAudience, boardItemPath } from './board-view';

describe('board posts', () => {
  it('open the item: its dashboard for the organisation’s staff, its page for anyone else', () => {
    expect(boardItemPath({ type: 'job', id: 4, title: 'Data Analyst' }, false)).toBe('/jobs/4');
    expect(boardItemPath({ type: 'job', id: 4, title: 'Data Analyst' }, true)).toBe('/jobDashboard/4');
    expect(boardItemPath({ type: 'event', id: 5, title: 'Hackathon' }, false)).toBe('/events/5');
    expect(boardItemPath({ type: 'club', id: 6, title: 'Robotics' }, false)).toBe('/clubs/6');
    expect(boardItemPath({ type: 'club', id: 6, title: 'Robotics' }, true)).toBe('/clubDashboard/6');
    expect(boardItemPath({ type: 'shortlist', id: 7, title: 'Top 20' }, false)).toBeNull();
  });

  it('say who a post went to', () => {
    expect(
      boardAudience({ audience: 'shortlisted applicants of', about: { type: 'job', id: 4, title: 'Data Analyst' } }),
    ).toBe('To the shortlisted applicants of Data Analyst');
  });
});
