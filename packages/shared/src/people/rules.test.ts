import { describe, expect, it } from 'vitest';
import { normalizePhone } from './rules';

describe('normalizePhone (+91 rules of SPEC §5.1)', () => {
  it('reads an Indian mobile however it is typed', () => {
    for (const raw of ['9876543210', '+91 98765 43210', '919876543210', '098765-43210', '(98765) 43210'])
      expect(normalizePhone(undefined, raw)).toEqual({ country_code: '+91', phone: '9876543210' });
  });
  it('refuses what is not an Indian mobile', () => {
    for (const raw of ['5876543210', '98765', '+1 2025550123', 'abc', '98765432101'])
      expect(normalizePhone('+91', raw)).toBeNull();
  });
  it('keeps another country code with 3 to 14 digits', () => {
    expect(normalizePhone('+44', '20 7946 0958')).toEqual({ country_code: '+44', phone: '2079460958' });
    expect(normalizePhone('44', '2079460958')).toBeNull();
  });
});
