import { Type, type TSchemaOptions, type TUnsafe } from 'typebox';

/*
 * The one way schemas here say "one of these strings" and "this or null", in requests and
 * responses alike. Response schemas are compiled into serialisers (fast-json-stringify): a union
 * (anyOf) makes the serialiser compile a validator the first time it answers with one, and run it
 * on every answer to pick a branch (the compile holds the event loop on a route's first
 * answer). Plain JSON Schema keywords are serialised without a validator.
 */

/** One of `values`: `{ type: 'string', enum }`. */
export function OneOf<const V extends readonly string[]>(values: V, options: TSchemaOptions = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ ...options, type: 'string', enum: [...values] });
}

/** A value of a simple type, or null: `{ type: [type, 'null'] }`. */
export function OrNull<K extends keyof Simple>(type: K, options: TSchemaOptions = {}): TUnsafe<Simple[K] | null> {
  return Type.Unsafe<Simple[K] | null>({ ...options, type: [type, 'null'] });
}

interface Simple {
  string: string;
  number: number;
  integer: number;
  boolean: boolean;
}
