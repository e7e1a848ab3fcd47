import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  choice,
  isHttpLink,
  isInProgress,
  nameList,
  optionalLink,
  optionalText,
  requiredText,
  statusDateRules,
  uniqueNames,
  wholeNumber,
} from './fields';

function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

describe('text', () => {
  it("trims required text and says '{label} cannot be empty' or cannot exceed the limit", () => {
    const title = requiredText('Title', 5);
    expect(title.parse('  abc ')).toBe('abc');
    expect(messages(title, '   ')).toEqual([{ path: [], message: 'Title cannot be empty' }]);
    expect(messages(title, undefined)).toEqual([{ path: [], message: 'Title cannot be empty' }]);
    expect(messages(title, 'abcdef')).toEqual([{ path: [], message: 'Title cannot exceed 5 characters' }]);
  });

  it('turns blank optional text into null', () => {
    const desc = optionalText('Description', 10);
    expect(desc.parse('  ')).toBeNull();
    expect(desc.parse(undefined)).toBeNull();
    expect(desc.parse(' text ')).toBe('text');
    expect(messages(desc, 'x'.repeat(11))).toEqual([{ path: [], message: 'Description cannot exceed 10 characters' }]);
  });

  it('keeps HTML as plain text', () => {
    expect(requiredText('Title', 50).parse('<b>bold</b>')).toBe('<b>bold</b>');
  });
});

describe('links', () => {
  it('accepts only absolute http and https links', () => {
    expect(isHttpLink('https://nptel.ac.in/x')).toBe(true);
    expect(isHttpLink('http://localhost:3000')).toBe(true);
    expect(isHttpLink('javascript:alert(1)')).toBe(false);
    expect(isHttpLink('www.example.com')).toBe(false);
    const link = optionalLink('Certificate');
    expect(link.parse('')).toBeNull();
    expect(messages(link, 'mailto:a@b.c')).toEqual([
      { path: [], message: 'Certificate should be a valid link starting with http:// or https://' },
    ]);
  });
});

describe('choices', () => {
  const status = choice(['complete', 'ongoing'], 'Status', ['applied']);

  it("says '{label} cannot be empty' for nothing chosen or an empty-counting value", () => {
    for (const input of [undefined, null, '', ' ', 'applied']) {
      expect(messages(status, input)).toEqual([{ path: [], message: 'Status cannot be empty' }]);
    }
  });

  it("says 'Please select a valid {label}' for other values", () => {
    expect(messages(status, 'Enrolled')).toEqual([{ path: [], message: 'Please select a valid Status' }]);
    expect(messages(status, 3)).toEqual([{ path: [], message: 'Please select a valid Status' }]);
  });
});

describe('name lists', () => {
  const skills = nameList('Skills');

  it('trims, drops blanks and case-insensitive repeats, keeps the first spelling', () => {
    expect(skills.parse([' React ', 'react', '', 'Node.js'])).toEqual(['React', 'Node.js']);
    expect(skills.parse(undefined)).toEqual([]);
    expect(skills.parse(null)).toEqual([]);
    expect(uniqueNames(['A', 'a', 'B'])).toEqual(['A', 'B']);
  });

  it('bounds names and their number', () => {
    expect(messages(skills, ['x'.repeat(201)])).toEqual([
      { path: [0], message: 'Skills cannot exceed 200 characters' },
    ]);
    expect(
      messages(
        skills,
        Array.from({ length: 31 }, (_, i) => `s${i}`),
      ),
    ).toEqual([{ path: [], message: 'You can select at most 30 Skills' }]);
  });
});

describe('whole numbers', () => {
  it('floors and checks at least 1', () => {
    const duration = wholeNumber('Duration');
    expect(duration.parse('12.9')).toBe(12);
    expect(messages(duration, 0)).toEqual([{ path: [], message: 'Duration cannot be less than 1' }]);
    expect(messages(duration, null)).toEqual([{ path: [], message: 'Duration cannot be empty' }]);
    expect(messages(duration, Number.NaN)).toEqual([{ path: [], message: 'Duration cannot be empty' }]);
  });
});

describe('status and date', () => {
  it('ongoing and Enrolled need a future date, complete forbids one', () => {
    expect(statusDateRules('ongoing')).toEqual({ mustBeFuture: true });
    expect(statusDateRules('Enrolled')).toEqual({ mustBeFuture: true });
    expect(statusDateRules('complete')).toEqual({ mustBePast: true });
    expect(statusDateRules('applied')).toEqual({});
    expect(isInProgress('Enrolled')).toBe(true);
    expect(isInProgress('complete')).toBe(false);
  });
});
