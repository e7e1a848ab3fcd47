import { describe, expect, it } from 'vitest';
import { buildEntry } from '../../test/portfolio-fixtures';
import { cardFields, emptyValues, entryValues, toRecord, validateRecord } from './form-model';

const NOW = new Date('2026-11-21T10:00:00Z');
const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('card form model', () => {
  it('new entries start on 01-01 / 31-12 of the current year (month-only for a degree)', () => {
    expect(emptyValues('internships', NOW)).toMatchObject({ startdate: '2026-01-01', finishdate: '2026-12-31' });
    expect(emptyValues('education', NOW)).toMatchObject({ 'tenure.0': '202601', 'tenure.1': '202612' });
    expect(emptyValues('books', NOW)).toMatchObject({ date: '2026-01-01', status: '' });
  });

  it('shows conditional fields only when they apply', () => {
    const context = { editing: false };
    expect(names(cardFields('courses', { type: 'Offline course' }, context))).not.toContain('source');
    expect(names(cardFields('courses', { type: 'Online course' }, context))).toEqual(
      expect.arrayContaining(['source', 'certificate']),
    );
    expect(names(cardFields('jobs', { status: 'ongoing' }, context))).not.toContain('finishdate');
    expect(names(cardFields('internships', { status: 'ongoing' }, context))).toContain('finishdate');
    expect(names(cardFields('education', { backlogsStatus: 'no' }, context))).not.toContain('backlogs');
    expect(names(cardFields('education', { backlogsStatus: 'yes' }, context))).toContain('backlogs');
  });

  it("relabels the date of an ongoing entry 'Expected Date of completion'", () => {
    const label = (status: string) =>
      cardFields('internships', { status }, { editing: false }).find((field) => field.name === 'finishdate')?.label;
    expect(label('complete')).toBe('End Date');
    expect(label('ongoing')).toBe('Expected Date of completion');
  });

  it('sends no finish date for an ongoing job and no course source offline', () => {
    const job = toRecord('jobs', { ...emptyValues('jobs', NOW), status: 'ongoing' });
    expect(job.finishdate).toBeNull();
    const course = toRecord('courses', { ...emptyValues('courses', NOW), type: 'Offline course', source: 'x' });
    expect(course.source).toBeNull();
  });

  it('a saved entry round-trips through the form into a valid record with its ids', () => {
    for (const card of [
      'books',
      'articles',
      'clubs',
      'projects',
      'events',
      'courses',
      'certification',
      'internships',
    ] as const) {
      const entry = buildEntry(card, { id: 5, uuid: 'u-5' });
      const record = toRecord(card, entryValues(card, entry), { id: 5, uuid: 'u-5' });
      expect(record).toMatchObject({ id: 5, uuid: 'u-5' });
      expect(validateRecord(card, record, { editing: true }), card).toBeNull();
    }
    const degree = buildEntry('education', { id: 2, tenure: ['201908', '202306'], latest_edu: false });
    const stored = { institute: degree.institute, degree: degree.degree, format: degree.format };
    expect(
      validateRecord('education', toRecord('education', entryValues('education', degree)), { editing: true, stored }),
    ).toBeNull();
  });
});
