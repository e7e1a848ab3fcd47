import fc from 'fast-check';

/**
 * JSON Schema (draft 2020-12, the subset `z.toJSONSchema` writes for our route schemas) and a
 * generator of values that satisfy it more or less ("valid-ish": patterns, lengths, ranges and
 * enums are followed; cross-field rules are not), plus the hostile values the fuzzer breaks them with.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Longest string the valid-ish generator writes on its own (the breakers bring the long ones). */
const SHORT = 40;

const words = fc.constantFrom(
  'Asha',
  'Data Analyst',
  'Pune',
  'Graduate Engineer Trainee',
  'Robotics club',
  'B.Tech',
  'Hello world',
  'report.pdf',
  'https://example.com/a',
  '2026-05-01',
  '2026-05-01T10:30:00+05:30',
);

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties || s.additionalProperties !== undefined) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  return [];
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, SHORT);
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.format === 'email' || s.pattern?.includes('@')) {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('example.com', 'campus.edu.in'))
      .map(([local, domain]) => `${local.replace(/\.\.+/g, '.')}@${domain}`)
      .filter((v) => fits(v) && !v.includes('.@'));
  }
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    const regex = new RegExp(s.pattern);
    return fc.stringMatching(regex, { size: 'small' }).filter(fits);
  }
  const cap = Math.min(max, Math.max(min, SHORT));
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: cap }) },
    { weight: 1, arbitrary: words.filter(fits) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }).filter(fits) },
  );
}

function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  const lo = Math.max(
    s.exclusiveMinimum !== undefined ? Math.floor(s.exclusiveMinimum) + 1 : (s.minimum ?? -1_000_000),
    Number.MIN_SAFE_INTEGER,
  );
  const hi = Math.min(
    s.exclusiveMaximum !== undefined ? Math.ceil(s.exclusiveMaximum) - 1 : (s.maximum ?? 1_000_000),
    Number.MAX_SAFE_INTEGER,
  );
  const [min, max] = [Math.ceil(lo), Math.floor(hi)];
  if (min > max) return fc.constant(min);
  // Small values most of the time: ids of the rows the fixtures created, pages, counts.
  const smallMin = Math.max(min, 1);
  const smallMax = Math.min(max, 40);
  const small = smallMin <= smallMax ? [{ weight: 4, arbitrary: fc.integer({ min: smallMin, max: smallMax }) }] : [];
  return fc.oneof(...small, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum ?? s.minimum ?? -1_000_000;
  const max = s.exclusiveMaximum ?? s.maximum ?? 1_000_000;
  return fc.oneof(
    integerArb(s),
    fc
      .double({ min, max, noNaN: true, noDefaultInfinity: true })
      .filter(
        (v) =>
          (s.exclusiveMinimum === undefined || v > s.exclusiveMinimum) &&
          (s.exclusiveMaximum === undefined || v < s.exclusiveMaximum),
      ),
  );
}

/** A value that (mostly) satisfies the schema. */
export function validArb(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validArb(a)));
  if (s.allOf?.length) return validArb(Object.assign({}, ...s.allOf) as JsonSchema);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validArb({ ...s, type })));
  switch (types[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => validArb(p)));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
      return fc.array(s.items ? validArb(s.items) : scalarArb, { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
        const keyArb = s.propertyNames
          ? (validArb(s.propertyNames) as fc.Arbitrary<string>)
          : fc.string({ maxLength: 12 });
        return fc.dictionary(keyArb, validArb(s.additionalProperties), { maxKeys: 3 });
      }
      const model = Object.fromEntries(keys.map((k) => [k, validArb(props[k]!)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
    }
    default:
      return scalarArb;
  }
}

const scalarArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

const HUGE = 100_000;

/** Strings that have broken servers: lengths, unicode, injections, traversal, formats. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a'.repeat(256),
  'a'.repeat(1001),
  'x'.repeat(20_000),
  'A'.repeat(HUGE),
  '😀'.repeat(3000),
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeffbom',
  '\u200b\u200c\u200d',
  '\u202eevil\u202c',
  'שלום עולם',
  'مرحبا بالعالم',
  'देवनागरी',
  '\r\nSet-Cookie: pwned=1',
  '%00',
  '%s%n%x%d',
  '{{7*7}}',
  '${7*7}',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1'; SELECT pg_sleep(10); --",
  "admin'--",
  '\\',
  "\\'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd',
  'C:\\boot.ini',
  'file:///etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '2026-02-30',
  '0000-00-00T00:00:00Z',
];

/** Numbers where an integer in range is expected: signs, zero, floats, beyond 32 and 53 bits. */
export const NASTY_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  1e-300,
];

/** Values of the wrong JSON type, whatever was expected. */
const WRONG_TYPES: readonly unknown[] = [
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { a: { b: { c: [] } } },
  { $gt: '' },
  // An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
];

export const nastyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  // Any code point, lone surrogates included.
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.double() },
);

/**
 * Path parameter values written into the URL as they are (already percent-encoded where needed):
 * not an id, beyond range, traversal, encoded NUL, very long.
 */
export const BAD_PATH_SEGMENTS: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '9'.repeat(5000),
  '00001',
  '0x10',
  '+1',
  '%20%201',
  '%EF%BC%91',
  '%00',
  '%F0%9F%98%80',
  "1'%20OR%201%3D1--",
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5C..%5C',
  '%',
  '%E0%A4%A',
];

/** Values of an integer path parameter that are not a valid id and must be refused with a 4xx. */
export const NOT_AN_ID = new Set(['abc', '-1', '0', '1.5', '1e309', 'NaN', 'Infinity', '2147483648', '9'.repeat(5000)]);

/** Wildcard tails (`/api/storage/*`, `/api/docs/static/*`, `/api/auth/*`): traversal in every spelling. */
export const WILDCARD_TAILS: readonly string[] = [
  'index.html',
  'a/b/c.txt',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '....//....//etc/passwd',
  'activity-files/1/../../../secret',
  'x%00.png',
  '%2Fetc%2Fpasswd',
  'C:%5Cboot.ini',
  'a'.repeat(5000),
  '%F0%9F%98%80.pdf',
  '.env',
  'get-session',
  'jwks',
  'callback/google',
  'sign-in/social',
  'token',
];

/** Raw additions to a query string: broken escapes, brackets, repeats, prototype keys. */
export const RAW_QUERY_TAILS: readonly string[] = [
  '%E0%A4%A=1',
  'a=%',
  'a[b][c]=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  '=',
  '&&&',
  'page=1&page=2&page=abc',
  'count=1&count=100000',
  `${'k'.repeat(5000)}=1`,
  `q=${'%F0%9F%98%80'.repeat(500)}`,
  'id=1%00',
];

/** Names a client may give an uploaded file. */
export const NASTY_FILE_NAMES: readonly string[] = [
  'photo.png',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2fphoto.png',
  '/etc/passwd',
  'a\u0000.png',
  '😀.png',
  `${'a'.repeat(1000)}.png`,
  '.htaccess',
  'CON',
  'photo.png.exe',
  '<script>alert(1)</script>.png',
  "'; DROP TABLE users; --.png",
  '',
];

/** Percent-encode a string as UTF-8 (lone surrogates become U+FFFD, as a browser would send them). */
export function pct(value: string): string {
  const bytes = Buffer.from(value, 'utf8');
  let out = '';
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
