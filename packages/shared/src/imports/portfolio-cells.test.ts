import { describe, expect, it } from 'vitest';
import {
  fieldMessage,
  readBacklogs,
  readImportDate,
  readNameList,
  readSemester,
  readSubjectType,
  readYesNo,
} from './portfolio-cells';

describe('the portfolio tool’s cells', () => {
  it.each([
    ['2023-12-15', '2023-12-15'],
    ['15/12/2023', '2023-12-15'],
    ['15-12-2023', '2023-12-15'],
    ['5.1.2024', '2024-01-05'],
    ['2023-12-15T00:00:00.000Z', '2023-12-15'],
    ['45275', '2023-12-15'],
    ['15 Dec 2023', '2023-12-15'],
    ['Dec 2023', '202312'],
    ['December-2023', '202312'],
    ['12/2023', '202312'],
    ['2023-12', '202312'],
    ['202312', '202312'],
    ['31/02/2024', '2024-02-31'],
  ])('reads the date %s as %s', (text, value) => {
    expect(readImportDate(text)).toBe(value);
  });

  it('keeps only the month of a degree’s dates, and refuses what is not a date', () => {
    expect(readImportDate('15/07/2022', { monthOnly: true })).toBe('202207');
    expect(readImportDate('Jul 2022', { monthOnly: true })).toBe('202207');
    for (const text of ['2022', 'soon', '13/2023', 'Foo 2023', '1/1/23']) expect(readImportDate(text)).toBeNull();
  });

  it('reads yes and no, backlog counts, lists, subject types and semesters', () => {
    expect(['Yes', 'y', 'TRUE', 'Placed'].map(readYesNo)).toEqual(['yes', 'yes', 'yes', 'yes']);
    expect(['No', 'n', 'false', 'Not placed'].map(readYesNo)).toEqual(['no', 'no', 'no', 'no']);
    expect(readYesNo('maybe')).toBeNull();
    expect(['0', '2', 'Nil', 'none'].map(readBacklogs)).toEqual([0, 2, 0, 0]);
    expect(['-1', 'two', '1.5'].map(readBacklogs)).toEqual([null, null, null]);
    expect(readNameList(' Java; SQL ,, Python | C ')).toEqual(['Java', 'SQL', 'Python', 'C']);
    expect(['theory', 'LAB', 'Practical', 'Seminar'].map(readSubjectType)).toEqual(['Theory', 'Lab', 'Lab', 'Seminar']);
    expect(['3', '03', 'Sem 3', 'Semester 4', 'III', 'iv', 'VIII', 'third'].map(readSemester)).toEqual([
      '3',
      '3',
      '3',
      '4',
      '3',
      '4',
      '8',
      'third',
    ]);
  });

  it('names the field in a message that does not', () => {
    expect(fieldMessage('Exam date', 'Please enter a valid date')).toBe('Exam date: Please enter a valid date');
    expect(fieldMessage('CGPA', 'CGPA should be between 0 and 10')).toBe('CGPA should be between 0 and 10');
    expect(fieldMessage('Subject', 'Subject Name cannot be empty')).toBe('Subject Name cannot be empty');
    expect(fieldMessage('Exam date', 'Please enter a valid date', ['Date'])).toBe(
      'Exam date: Please enter a valid date',
    );
    expect(
      fieldMessage('Start date', 'Invalid date used for Start Date. Should be after 01-1970', ['Start Date']),
    ).toBe('Invalid date used for Start Date. Should be after 01-1970');
  });
});
