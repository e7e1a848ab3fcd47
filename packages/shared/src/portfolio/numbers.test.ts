import { describe, expect, it } from 'vitest';
import { checkIsbn, checkScore, checkSemester, checkWholeNumber, floorNumber, readNumber, scoreRange } from './numbers';

describe('reading numbers', () => {
  it('floors', () => {
    expect(floorNumber(3.9)).toBe(3);
    expect(floorNumber(4)).toBe(4);
    expect(floorNumber(-0.5)).toBe(-1);
  });

  it('treats nothing typed as empty and other text as not a number', () => {
    expect(readNumber(undefined)).toBeNull();
    expect(readNumber(null)).toBeNull();
    expect(readNumber('  ')).toBeNull();
    expect(readNumber(Number.NaN)).toBeNull();
    expect(readNumber(' 4.5 ')).toBe(4.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber(7)).toBe(7);
    expect(readNumber('4,5')).toBeNaN();
    expect(readNumber('1e3')).toBeNaN();
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  // Found by the fuzzer: card rules run on bodies whose fields failed their types; `score: true` threw (500).
  it('reads a value of any other type as not a number, without throwing', () => {
    for (const raw of [true, false, [], ['1'], {}, { value: 1 }]) {
      expect(readNumber(raw as never)).toBeNaN();
      expect(checkScore(raw as never, 'Numeric')).toEqual({ ok: false, message: 'Percentage should be a number' });
      expect(checkWholeNumber(raw as never, 'Backlogs').ok).toBe(false);
      expect(checkIsbn(raw as never).ok).toBe(false);
    }
  });
});

describe('scores', () => {
  it('ranges CGPA 0 to 10 and Percentage 0 to 100', () => {
    expect(scoreRange('GPA')).toEqual({ label: 'CGPA', min: 0, max: 10 });
    expect(scoreRange('Numeric')).toEqual({ label: 'Percentage', min: 0, max: 100 });
  });

  it("says '{label} should be between {min} and {max}' and keeps decimals", () => {
    expect(checkScore(10.01, 'GPA')).toEqual({ ok: false, message: 'CGPA should be between 0 and 10' });
    expect(checkScore(-1, 'GPA')).toEqual({ ok: false, message: 'CGPA should be between 0 and 10' });
    expect(checkScore('100.5', 'Numeric')).toEqual({ ok: false, message: 'Percentage should be between 0 and 100' });
    expect(checkScore('8.75', 'GPA')).toEqual({ ok: true, value: 8.75 });
    expect(checkScore(0, 'Numeric')).toEqual({ ok: true, value: 0 });
    expect(checkScore(100, 'Numeric')).toEqual({ ok: true, value: 100 });
  });

  it("says '{label} cannot be empty' and '{label} should be a number'", () => {
    expect(checkScore('', 'GPA')).toEqual({ ok: false, message: 'CGPA cannot be empty' });
    expect(checkScore('abc', 'Numeric')).toEqual({ ok: false, message: 'Percentage should be a number' });
  });

  it('checks a score without a format as Score 0 to 100', () => {
    expect(checkScore(101, null)).toEqual({ ok: false, message: 'Score should be between 0 and 100' });
    expect(checkScore(null, null)).toEqual({ ok: false, message: 'Score cannot be empty' });
    expect(checkScore(55.5, null)).toEqual({ ok: true, value: 55.5 });
  });
});

describe('semester numbers', () => {
  it('floors and accepts 1 to 10', () => {
    expect(checkSemester(1)).toEqual({ ok: true, value: 1 });
    expect(checkSemester('10.9')).toEqual({ ok: true, value: 10 });
    expect(checkSemester(0.9)).toEqual({ ok: false, message: 'Semester should be between 1 and 10' });
    expect(checkSemester(11)).toEqual({ ok: false, message: 'Semester should be between 1 and 10' });
    expect(checkSemester('')).toEqual({ ok: false, message: 'Semester cannot be empty' });
  });
});

describe('whole numbers (durations, backlogs)', () => {
  it("floors and says '{label} cannot be less than 1'", () => {
    expect(checkWholeNumber(2.9, 'Duration')).toEqual({ ok: true, value: 2 });
    expect(checkWholeNumber('1', 'Duration')).toEqual({ ok: true, value: 1 });
    expect(checkWholeNumber(0.5, 'Duration')).toEqual({ ok: false, message: 'Duration cannot be less than 1' });
    expect(checkWholeNumber(-3, 'Backlogs')).toEqual({ ok: false, message: 'Backlogs cannot be less than 1' });
  });

  it("says '{label} cannot be empty', not a number, and the upper bound", () => {
    expect(checkWholeNumber(undefined, 'Duration')).toEqual({ ok: false, message: 'Duration cannot be empty' });
    expect(checkWholeNumber('two', 'Duration')).toEqual({ ok: false, message: 'Duration should be a number' });
    expect(checkWholeNumber(10_000, 'Duration')).toEqual({
      ok: false,
      message: 'Duration should be between 1 and 9999',
    });
    expect(checkWholeNumber(9999.5, 'Duration')).toEqual({ ok: true, value: 9999 });
  });
});

describe('isbn', () => {
  it('keeps up to 13 digits as text, not floored, leading zero kept', () => {
    expect(checkIsbn(9780306406157)).toEqual({ ok: true, value: '9780306406157' });
    expect(checkIsbn('0-306-40615-2')).toEqual({ ok: true, value: '0306406152' });
    expect(checkIsbn('978 0 306 40615 7')).toEqual({ ok: true, value: '9780306406157' });
    expect(checkIsbn('')).toEqual({ ok: true, value: null });
    expect(checkIsbn(null)).toEqual({ ok: true, value: null });
  });

  it("says 'ISBN should be a number of up to 13 digits'", () => {
    const message = 'ISBN should be a number of up to 13 digits';
    expect(checkIsbn('12345678901234')).toEqual({ ok: false, message });
    expect(checkIsbn(12.5)).toEqual({ ok: false, message });
    expect(checkIsbn('030640615X')).toEqual({ ok: false, message });
  });
});
