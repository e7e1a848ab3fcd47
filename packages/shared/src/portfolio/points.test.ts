import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from './constants';
import { entryPoints, POINTS_RULES, portfolioTotals, statusFactor } from './points';
import { portfolioTotalsSchema } from './responses';

describe('entry points', () => {
  it('gives cards without a duration their base points in their category', () => {
    expect(entryPoints({ card: 'books', status: 'complete' })).toEqual({ category: 'exposure', points: 10 });
    expect(entryPoints({ card: 'articles', status: 'complete' })).toEqual({ category: 'exposure', points: 5 });
    expect(entryPoints({ card: 'clubs', status: 'complete' })).toEqual({ category: 'exposure', points: 15 });
    expect(entryPoints({ card: 'education' })).toEqual({ category: 'education', points: 50 });
    expect(entryPoints({ card: 'semester' })).toEqual({ category: 'education', points: 5 });
    expect(entryPoints({ card: 'certification', status: 'complete' })).toEqual({ category: 'education', points: 25 });
  });

  it('adds points per unit of duration', () => {
    expect(entryPoints({ card: 'events', status: 'complete', duration: 3 })).toEqual({
      category: 'exposure',
      points: 11,
    });
    expect(entryPoints({ card: 'projects', status: 'complete', duration: 4 })).toEqual({
      category: 'experience',
      points: 40,
    });
    expect(entryPoints({ card: 'internships', status: 'complete', duration: 9 })).toEqual({
      category: 'experience',
      points: 75,
    });
    expect(entryPoints({ card: 'jobs', status: 'complete', duration: 18 })).toEqual({
      category: 'experience',
      points: 230,
    });
    expect(entryPoints({ card: 'courses', status: 'complete', duration: 12 })).toEqual({
      category: 'education',
      points: 22,
    });
  });

  it('caps the duration', () => {
    expect(entryPoints({ card: 'events', status: 'complete', duration: 36 }).points).toBe(45);
    expect(entryPoints({ card: 'projects', status: 'complete', duration: 52 }).points).toBe(80);
    expect(entryPoints({ card: 'internships', status: 'complete', duration: 40 }).points).toBe(160);
    expect(entryPoints({ card: 'jobs', status: 'complete', duration: 60 }).points).toBe(290);
    expect(entryPoints({ card: 'courses', status: 'complete', duration: 120 }).points).toBe(50);
  });

  it('counts a missing or invalid duration as 1 unit and floors fractions', () => {
    expect(entryPoints({ card: 'projects', status: 'complete' }).points).toBe(25);
    expect(entryPoints({ card: 'projects', status: 'complete', duration: 0 }).points).toBe(25);
    expect(entryPoints({ card: 'projects', status: 'complete', duration: Number.NaN }).points).toBe(25);
    expect(entryPoints({ card: 'projects', status: 'complete', duration: 2.9 }).points).toBe(30);
  });

  it('halves points while ongoing or Enrolled, rounding down, and gives none when applied', () => {
    expect(statusFactor('complete')).toBe(1);
    expect(statusFactor(null)).toBe(1);
    expect(statusFactor('ongoing')).toBe(0.5);
    expect(statusFactor('Enrolled')).toBe(0.5);
    expect(statusFactor('applied')).toBe(0);
    expect(statusFactor('bookmarked')).toBe(0);
    // (20 + 5 x 4) x 0.5
    expect(entryPoints({ card: 'projects', status: 'Enrolled', duration: 4 }).points).toBe(20);
    // (10 + 1 x 3) x 0.5 = 6.5, rounded down
    expect(entryPoints({ card: 'courses', status: 'ongoing', duration: 3 }).points).toBe(6);
    expect(entryPoints({ card: 'books', status: 'ongoing' }).points).toBe(5);
    expect(entryPoints({ card: 'internships', status: 'applied', duration: 10 }).points).toBe(0);
  });

  it('puts every card in exactly one category', () => {
    expect(Object.keys(POINTS_RULES).sort()).toEqual([...CARD_TYPES].sort());
    const byCategory = (c: string) => CARD_TYPES.filter((card) => POINTS_RULES[card].category === c).sort();
    expect(byCategory('exposure')).toEqual(['articles', 'books', 'clubs', 'events']);
    expect(byCategory('experience')).toEqual(['internships', 'jobs', 'projects']);
    expect(byCategory('education')).toEqual(['certification', 'courses', 'education', 'semester']);
  });
});

describe('portfolio totals', () => {
  it('sums points per category and overall', () => {
    const totals = portfolioTotals([
      { card: 'books', status: 'complete' }, // 10 exposure
      { card: 'events', status: 'complete', duration: 3 }, // 11 exposure
      { card: 'projects', status: 'Enrolled', duration: 4 }, // 20 experience
      { card: 'jobs', status: 'ongoing', duration: 24 }, // (50 + 240) / 2 = 145 experience
      { card: 'education' }, // 50 education
      { card: 'semester' }, // 5 education
      { card: 'semester' }, // 5 education
      { card: 'certification', status: 'complete' }, // 25 education
    ]);
    expect(totals).toEqual({ exposure: 21, experience: 165, education: 85, total: 271 });
    expect(portfolioTotalsSchema.parse(totals)).toEqual(totals);
  });

  it('is all zero for an empty portfolio', () => {
    expect(portfolioTotals([])).toEqual({ exposure: 0, experience: 0, education: 0, total: 0 });
  });
});
