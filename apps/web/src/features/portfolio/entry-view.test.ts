import { describe, expect, it } from 'vitest';
import { buildEntry, buildPortfolio } from '../../test/portfolio-fixtures';
import { entriesOf, entryView, eventsByRole, formatEntryDate, safeLink, verifiedText } from './entry-view';

describe('entry view', () => {
  it('formats day and month dates', () => {
    expect(formatEntryDate('2024-03-12')).toBe('12 Mar 2024');
    expect(formatEntryDate('202108')).toBe('Aug 2021');
    expect(formatEntryDate('')).toBe('');
  });

  it('says who verified an entry and when: the day in India, written as the PDF writes it', () => {
    expect(verifiedText({ name: 'Dr. Rao', organisation: 'IIT Madras', verified_at: '2025-03-05T20:00:00Z' })).toBe(
      'Verified by Dr. Rao, IIT Madras on 6 Mar 2025',
    );
    // The demo internship's slip: 20:00 UTC on 31 January is already 1 February in India.
    expect(verifiedText({ name: 'Priya Nair', organisation: 'Infosys', verified_at: '2026-01-31T20:00:00.000Z' })).toBe(
      'Verified by Priya Nair, Infosys on 1 Feb 2026',
    );
  });

  it("writes the verification day as India's calendar has it, around midnight and every month", () => {
    const parts = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const start = Date.UTC(2020, 0, 1, 18, 29);
    for (let i = 0; i < 2_000; i += 1) {
      // Steps of about 26 hours over six years: every hour of the day, either side of India's midnight.
      const at = new Date(start + i * 1_579 * 60_000 + (i % 3) * 60_000);
      const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
      expect(verifiedText({ name: 'A', organisation: 'B', verified_at: at.toISOString() })).toBe(
        `Verified by A, B on ${Number(p.day)} ${months[Number(p.month) - 1]} ${p.year}`,
      );
    }
    expect(verifiedText({ name: 'A', organisation: 'B', verified_at: 'soon' })).toBe('Verified by A, B on soon');
  });

  it('never links to anything but http(s)', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    const article = buildEntry('articles', { url: 'javascript:alert(1)' });
    expect(entryView(article).link).toBeNull();
  });

  it('an ongoing job runs to Present; a degree hides backlogs on the public page', () => {
    expect(entryView(buildEntry('jobs')).dates).toBe('1 Jul 2025 – Present');
    const degree = buildEntry('education', { backlogsStatus: 'yes', backlogs: 2, placed: 'yes' });
    expect(entryView(degree).facts).toEqual(['CGPA 8.4', 'Latest', 'Backlogs: 2', 'Placed']);
    expect(entryView(degree, { isPublic: true }).facts).toEqual(['CGPA 8.4', 'Latest']);
    expect(entryView(degree).dates).toBe('Aug 2021 – Jun 2025');
    // The degree the portfolio started with asks its owner for a score, and says nothing of it in public.
    const named = buildEntry('education', { format: null, score: 0, latest_edu: true });
    expect(entryView(named).facts).toEqual(['Add your CGPA or percentage', 'Latest', 'No backlogs']);
    expect(entryView(named, { isPublic: true }).facts).toEqual(['Latest']);
  });

  it('reads books and articles apart from the shared readings section, and groups events by role', () => {
    const portfolio = buildPortfolio({}, [
      buildEntry('books', { id: 1 }),
      buildEntry('articles', { id: 2 }),
      buildEntry('events', { id: 3, role: 'Deliver' }),
      buildEntry('events', { id: 4, role: 'Participate' }),
    ]);
    expect(entriesOf(portfolio, 'books').map((entry) => entry.id)).toEqual([1]);
    expect(entriesOf(portfolio, 'articles').map((entry) => entry.id)).toEqual([2]);
    expect(eventsByRole(entriesOf(portfolio, 'events')).map((group) => group.heading)).toEqual([
      'Events Attended',
      'Events Delivered',
    ]);
  });
});
