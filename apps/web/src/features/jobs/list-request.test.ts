import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  EMPTY_STATE,
  firstListRequest,
  isFiltered,
  listSearch,
  parseListUrl,
  type ListState,
} from './list-request';
import { emptyListText } from './list-texts';

describe('the jobs list in the address', () => {
  const full: ListState = {
    view: 'all',
    query: 'data analyst',
    filters: {
      type: 'Job_Parttime',
      min: '10000',
      max: '50000',
      days: '7',
      title: 'sql',
      location: 'Pune',
      remote: 'false',
      orgs: [
        { id: 10, label: 'Zoho' },
        { id: 4, label: 'Tata Consultancy Services' },
      ],
      skills: [{ id: 57, label: 'Apache Kafka' }],
      sort: 'apply_by',
    },
    page: 3,
  };

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(listSearch(EMPTY_STATE)).toBe('');
    const search = listSearch(full);
    expect(search).toBe(
      '?q=data+analyst&type=Job_Parttime&min=10000&max=50000&days=7&title=sql&location=Pune&remote=false' +
        '&org=10%3AZoho&org=4%3ATata+Consultancy+Services&skill=57%3AApache+Kafka&sort=apply_by&page=3',
    );
    expect(parseListUrl(search)).toEqual(full);
    expect(parseListUrl('')).toEqual(EMPTY_STATE);
  });

  it("keeps others' parameters (the app-embedded flag) and replaces its own", () => {
    expect(listSearch({ ...EMPTY_STATE, query: 'java' }, '?is_app=true&q=old&page=4')).toBe('?is_app=true&q=java');
    expect(listSearch({ ...EMPTY_STATE, view: 'ours', query: 'ignored' }, '?q=x')).toBe('?view=ours');
  });

  it('reads an edited link as far as it makes sense, defaults for the rest', () => {
    const state = parseListUrl(
      '?remote=maybe&sort=random&days=9&page=-2&type=Internship&org=abc&org=5&skill=5%3AGo&skill=5%3AGo',
    );
    expect(state.filters).toEqual({
      ...EMPTY_FILTERS,
      orgs: [{ id: 5, label: '#5' }],
      skills: [{ id: 5, label: 'Go' }],
    });
    expect(state.page).toBe(1);
    expect(parseListUrl(`?q=${'x'.repeat(500)}`).query).toHaveLength(200);
  });

  it('asks first for exactly what the page asks for: the search or the list, or nothing for Our jobs', () => {
    expect(firstListRequest('jobs', '?q=java&remote=true&page=2')).toEqual({
      path: '/api/search/jobs',
      params: expect.objectContaining({ query: 'java', remote: 'true', type: 'Job_Fulltime', page: 2, count: 12 }),
    });
    expect(firstListRequest('internships', '?location=Pune')).toEqual({
      path: '/api/list/jobs',
      params: expect.objectContaining({ type: 'Internship', location: 'Pune', page: 1 }),
    });
    expect(firstListRequest('jobs', '?view=ours')).toBeNull();
  });

  it('counts what narrows the list, not the job type or the order', () => {
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, type: 'Job_Parttime', sort: 'pay' })).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, remote: 'true' })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, location: '  ' })).toBe(false);
  });
});

describe('an empty list says what is true', () => {
  it('tells apart nothing open, filters that match nothing, and a search that finds nothing', () => {
    expect(emptyListText('jobs', { query: '', filtered: false })).toBe(
      'There are no open jobs right now. New ones appear here as organisations post them.',
    );
    expect(emptyListText('jobs', { query: '', filtered: false, partTime: true })).toBe(
      'There are no open part-time jobs right now. New ones appear here as organisations post them.',
    );
    expect(emptyListText('internships', { query: '', filtered: true })).toBe(
      'No open internships match these filters. Try fewer filters.',
    );
    expect(emptyListText('jobs', { query: 'kafka', filtered: false })).toBe(
      'No open jobs match “kafka”. Try other words.',
    );
    expect(emptyListText('jobs', { query: 'kafka', filtered: true })).toBe(
      'No open jobs match “kafka” with these filters. Try fewer filters or other words.',
    );
    for (const filtered of [false, true])
      expect(emptyListText('jobs', { query: 'x', filtered }).includes('fewer filters')).toBe(filtered);
    expect(emptyListText('jobs', { query: '', filtered: false })).not.toContain('filters');
  });
});
