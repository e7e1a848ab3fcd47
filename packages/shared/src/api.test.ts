import { describe, expect, it } from 'vitest';
import { countParam, paginate, pageParam, pagingQuerySchema } from './api';

describe('paging', () => {
  it('treats a missing page, garbage or any page below 2 as the first page', () => {
    for (const v of [undefined, '', 'abc', '0', '-3', '1', 1, 1.5]) expect(pageParam.parse(v)).toBe(1);
    expect(pageParam.parse('2')).toBe(2);
    expect(pageParam.parse('7')).toBe(7);
  });

  it('bounds count between 1 and 100, defaulting to 20', () => {
    expect(countParam.parse(undefined)).toBe(20);
    expect(countParam.parse('50')).toBe(50);
    expect(() => countParam.parse('0')).toThrow();
    expect(() => countParam.parse('101')).toThrow();
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, count: 20 });
  });

  it('computes total pages, at least one', () => {
    expect(paginate(1, 20, 0)).toEqual({ page: 1, count: 20, total: 0, total_pages: 1 });
    expect(paginate(2, 20, 41)).toEqual({ page: 2, count: 20, total: 41, total_pages: 3 });
  });
});
