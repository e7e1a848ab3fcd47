import { describe, expect, it } from 'vitest';
import { hundredthsOf, paiseOf, percentText, rupeesText, wholeOrEmpty } from './money';

describe('money as typed', () => {
  it('reads rupees into whole paise without floats', () => {
    expect(paiseOf('1499')).toBe(149_900);
    expect(paiseOf('1499.50')).toBe(149_950);
    expect(paiseOf('1499.5')).toBe(149_950);
    expect(paiseOf(' 1,18,000.05 ')).toBe(11_800_005);
    expect(paiseOf('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(paiseOf('1499.')).toBe(149_900);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '.5']) expect(paiseOf(bad), bad).toBeNaN();
  });

  it('writes paise back as typed, and percentages from basis points', () => {
    expect(rupeesText(149_900)).toBe('1499');
    expect(rupeesText(149_905)).toBe('1499.05');
    expect(hundredthsOf('12.5')).toBe(1250);
    expect(percentText(1000)).toBe('10%');
    expect(percentText(1250)).toBe('12.5%');
    expect(percentText(1234)).toBe('12.34%');
  });

  it('reads a whole number, or nothing', () => {
    expect(wholeOrEmpty('')).toBeNull();
    expect(wholeOrEmpty('365')).toBe(365);
    expect(wholeOrEmpty('3.5')).toBeNaN();
  });
});
