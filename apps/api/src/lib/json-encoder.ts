import type { $ZodType } from 'zod/v4/core';

/**
 * A response schema compiled to one function that checks an answer and writes its JSON in the same
 * pass: what zod's encode followed by JSON.stringify answers, for the answers zod accepts, without
 * building the intermediate object. A large answer (a portfolio: a few hundred values) costs a tenth
 * of the time; see serializer.ts for how it is used.
 *
 * The function answers `undefined` for anything it does not accept, and the caller then asks zod, so
 * it may refuse more than zod does but never accepts what zod refuses. Only the schema kinds response
 * schemas are made of compile (objects that drop unknown keys, arrays, strings, numbers, booleans,
 * null, enums, literals, nullable, optional object keys, unions) with the checks they use (integer
 * formats, bounds, a maximum length); a schema with anything else answers `undefined` from
 * `compileJsonEncoder`, and stays with zod.
 */
export type JsonEncoder = (value: unknown) => string | undefined;

interface Def {
  type: string;
  checks?: $ZodType[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  check?: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  maximum?: number;
  coerce?: boolean;
  discriminator?: string;
  items?: $ZodType[];
  rest?: $ZodType | null;
}

class Unsupported extends Error {}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
const isCheck = (schema: $ZodType) => schema._zod.traits.has('$ZodCheck');
/** Keys JSON.stringify would not write in shape order (integer-like keys come first) or at all. */
const awkwardKey = (key: string) => /^(0|[1-9]\d*)$/.test(key) || key === '__proto__';

/** The encoder for this schema, or undefined when the schema uses something the compiler leaves to zod. */
export function compileJsonEncoder(schema: $ZodType): JsonEncoder | undefined {
  const constants: unknown[] = [];
  const functions: string[] = [];
  const names = new Map<$ZodType, string>();

  const constant = (value: unknown) => {
    constants.push(value);
    return `k[${constants.length - 1}]`;
  };

  /** Conditions (on `v`) of a number's checks: format and bounds. */
  function numberConditions(checks: $ZodType[]) {
    const conditions = ['typeof v === "number"', 'Number.isFinite(v)'];
    for (const c of checks) {
      const d = defOf(c);
      if (d.check === 'number_format') {
        if (d.format === 'safeint') conditions.push('Number.isSafeInteger(v)');
        else if (d.format !== 'float64') throw new Unsupported(`number format ${d.format}`);
      } else if ((d.check === 'greater_than' || d.check === 'less_than') && typeof d.value === 'number') {
        const op = d.check === 'greater_than' ? (d.inclusive ? '>=' : '>') : d.inclusive ? '<=' : '<';
        conditions.push(`v ${op} ${constant(d.value)}`);
      } else throw new Unsupported(`number check ${d.check}`);
    }
    return conditions;
  }

  /** The name of the function (v) => JSON text | undefined for this schema, compiling it once. */
  function encoderOf(s: $ZodType): string {
    const known = names.get(s);
    if (known) return known;
    const name = `f${names.size}`;
    names.set(s, name);
    const d = defOf(s);
    if (d.coerce) throw new Unsupported('coercion');
    const checks = [...(isCheck(s) ? [s] : []), ...(d.checks ?? [])];
    if (checks.length > 0 && d.type !== 'number' && d.type !== 'string') throw new Unsupported(`checks on ${d.type}`);
    let body: string;
    switch (d.type) {
      case 'string': {
        const conditions = ['typeof v === "string"'];
        for (const c of checks) {
          const cd = defOf(c);
          // Longer in UTF-16 units may still fit in code points: zod decides those.
          if (cd.check === 'max_length' && typeof cd.maximum === 'number') conditions.push(`v.length <= ${cd.maximum}`);
          else throw new Unsupported(`string check ${cd.check}`);
        }
        body = `return ${conditions.join(' && ')} ? JSON.stringify(v) : undefined;`;
        break;
      }
      case 'number':
        body = `return ${numberConditions(checks).join(' && ')} ? "" + v : undefined;`;
        break;
      case 'boolean':
        body = 'return v === true ? "true" : v === false ? "false" : undefined;';
        break;
      case 'null':
        body = 'return v === null ? "null" : undefined;';
        break;
      case 'enum':
      case 'literal': {
        const values = d.type === 'enum' ? Object.values(d.entries ?? {}) : (d.values ?? []);
        const plain = (x: unknown) =>
          x === null ||
          typeof x === 'string' ||
          typeof x === 'boolean' ||
          (typeof x === 'number' && Number.isFinite(x));
        if (!values.every(plain)) throw new Unsupported(`${d.type} values`);
        body = `return ${constant(new Set(values))}.has(v) ? JSON.stringify(v) : undefined;`;
        break;
      }
      case 'nullable':
        body = `return v === null ? "null" : ${encoderOf(d.innerType!)}(v);`;
        break;
      case 'array': {
        if (defOf(d.element!).type === 'optional') throw new Unsupported('optional array element');
        const element = encoderOf(d.element!);
        body = `if (!Array.isArray(v)) return undefined;
  let s = "[";
  for (let i = 0; i < v.length; i++) {
    const x = ${element}(v[i]);
    if (x === undefined) return undefined;
    s += i === 0 ? x : "," + x;
  }
  return s + "]";`;
        break;
      }
      case 'tuple': {
        // Fixed length: no rest, no optional items.
        const items = d.items ?? [];
        if (d.rest || items.some((i) => defOf(i).type === 'optional')) throw new Unsupported('tuple rest or optional');
        const lines = [`if (!Array.isArray(v) || v.length !== ${items.length}) return undefined;`, 'let s = "[", x;'];
        items.forEach((item, i) => {
          lines.push(`x = ${encoderOf(item)}(v[${i}]);`, 'if (x === undefined) return undefined;');
          lines.push(i === 0 ? 's += x;' : 's += "," + x;');
        });
        lines.push('return s + "]";');
        body = lines.join('\n  ');
        break;
      }
      case 'object': {
        if (d.catchall) throw new Unsupported('object with a catchall');
        const lines = [
          'if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;',
          'let s = "{", x;',
        ];
        // Whether a key was surely written before this one (then this one's comma is fixed).
        let written = false;
        for (const [key, field] of Object.entries(d.shape ?? {})) {
          if (awkwardKey(key)) throw new Unsupported(`key ${key}`);
          const name = JSON.stringify(key);
          const prefix = written
            ? constant(`,${name}:`)
            : `(s === "{" ? ${constant(`${name}:`)} : ${constant(`,${name}:`)})`;
          const read = `v[${constant(key)}]`;
          if (defOf(field).type === 'optional') {
            const inner = encoderOf(defOf(field).innerType!);
            lines.push(
              `x = ${read};`,
              `if (x !== undefined) { x = ${inner}(x); if (x === undefined) return undefined; s += ${prefix} + x; }`,
            );
          } else {
            lines.push(
              `x = ${encoderOf(field)}(${read});`,
              'if (x === undefined) return undefined;',
              `s += ${prefix} + x;`,
            );
            written = true;
          }
        }
        lines.push('return s + "}";');
        body = lines.join('\n  ');
        break;
      }
      case 'union': {
        // Exactly one option must accept (xor): not compiled. A discriminated union is exclusive too,
        // but its options' discriminators differ, so at most one accepts.
        if (d.inclusive === false && !d.discriminator) throw new Unsupported('exclusive union');
        // zod answers the first option that accepts the value (a discriminated union's only match).
        const options = (d.options ?? []).map(encoderOf);
        body = `let x;\n  ${options.map((o) => `if ((x = ${o}(v)) !== undefined) return x;`).join('\n  ')}\n  return undefined;`;
        break;
      }
      default:
        throw new Unsupported(d.type);
    }
    functions.push(`function ${name}(v) {\n  ${body}\n}`);
    return name;
  }

  try {
    const root = encoderOf(schema);
    const source = `"use strict";\n${functions.join('\n')}\nreturn ${root};`;
    return new Function('k', source)(constants) as JsonEncoder;
  } catch (err) {
    if (err instanceof Unsupported) return undefined;
    throw err;
  }
}
