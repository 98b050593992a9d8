/**
 * fast-check arbitraries from the contract's zod schemas, by way of their JSON Schema
 * (`z.toJSONSchema`): values shaped like what a client would send (objects with their
 * properties, strings within their lengths and patterns, numbers within their bounds, enums),
 * for the fuzz test. What it does not understand becomes `fc.jsonValue()`, so every schema
 * yields something.
 */
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** the input side of a zod schema as JSON Schema; transforms and the like read as "anything" */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const AWKWARD_CHARACTERS = [
  'a',
  ' ',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u2028',
  '😀',
  '\ud800',
  '\u202e',
  '%',
  "'",
];

/** strings are kept short unless a schema asks for more: the point is shape, not size */
const LONGEST_STRING = 300;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = schema;
      return fc
        .stringMatching(pattern)
        .filter((value) => value.length >= minLength && value.length <= maxLength);
    } catch {
      // a pattern JavaScript cannot read: fall through to a plain string
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, LONGEST_STRING));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    // the characters text handling trips on: NUL and other controls, line separators, emoji
    // (two UTF-16 units), a lone surrogate, right-to-left marks
    fc.string({ minLength, maxLength, unit: fc.constantFrom(...AWKWARD_CHARACTERS) }),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = integer ? Number.MIN_SAFE_INTEGER : -1e12;
  const highest = integer ? Number.MAX_SAFE_INTEGER : 1e12;
  let min = schema.minimum ?? lowest;
  let max = schema.maximum ?? highest;
  if (schema.exclusiveMinimum !== undefined) min = schema.exclusiveMinimum + (integer ? 1 : 1e-9);
  if (schema.exclusiveMaximum !== undefined) max = schema.exclusiveMaximum - (integer ? 1 : 1e-9);
  if (integer) {
    const low = Math.max(Math.ceil(min), lowest);
    const high = Math.min(Math.floor(max), highest);
    // small values near the bounds are the ones a handler works with; extremes test the rest
    return fc.oneof(
      fc.integer({ min: low, max: Math.min(high, low + 100) }),
      fc.integer({ min: low, max: high }),
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export interface ArbitraryOptions {
  /** resolves `$ref`s into `$defs` (the schema itself by default) */
  root?: JsonSchema;
  /**
   * values worth trying for properties of these names, besides what the schema allows: real
   * ids, plan ids, seed mobiles. Random ones alone would rarely get past a lookup.
   */
  hints?: Record<string, readonly unknown[]>;
}

/** A value shaped by the JSON Schema; recursive definitions stop after a few levels. */
export function arbitraryOf(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const root = options.root ?? schema;
  const next = (child: JsonSchema) => arbitraryOf(child, { ...options, root }, depth + 1);
  if (schema.$ref) {
    const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? root.$defs?.[name] : schema.$ref === '#' ? root : undefined;
    return target ? next(target) : fc.jsonValue();
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(next));
  if (schema.allOf?.length) return next(schema.allOf[0] ?? {});
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 8));
      return fc.array(schema.items ? next(schema.items) : fc.jsonValue(), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const property = (key: string, value: JsonSchema) => {
        const hinted = options.hints?.[key];
        return hinted?.length ? fc.oneof(next(value), fc.constantFrom(...hinted)) : next(value);
      };
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, property(key, value)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
