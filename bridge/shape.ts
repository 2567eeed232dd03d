// A few composable validators for bridge payloads. Hand-written instead of zod because the loader bundles the
// bridge and must stay a few kilobytes. Each validator returns a fresh value holding only the fields it knows,
// so unknown fields from a newer peer are dropped rather than passed on unchecked.

/** What a validator returns for input of the wrong shape. */
export const INVALID = Symbol('invalid');

export type Validator<T> = (input: unknown) => T | typeof INVALID;

type Shape = { [key: string]: Validator<unknown> };
type ShapeValue<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof INVALID> };

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** For methods without a payload: whatever arguments arrive are ignored, so nothing can be malformed. */
export const none: Validator<undefined> = () => undefined;

export const string: Validator<string> = (input) => (typeof input === 'string' ? input : INVALID);

export const nonEmptyString: Validator<string> = (input) =>
  typeof input === 'string' && input.length > 0 ? input : INVALID;

export const boolean: Validator<boolean> = (input) => (typeof input === 'boolean' ? input : INVALID);

export const finiteNumber: Validator<number> = (input) =>
  typeof input === 'number' && Number.isFinite(input) ? input : INVALID;

export const positiveInteger: Validator<number> = (input) =>
  typeof input === 'number' && Number.isSafeInteger(input) && input > 0 ? input : INVALID;

export const nullable =
  <T>(validate: Validator<T>): Validator<T | null> =>
  (input) =>
    input === null ? null : validate(input);

export const refine =
  <T>(validate: Validator<T>, accept: (value: T) => boolean): Validator<T> =>
  (input) => {
    const value = validate(input);
    return value !== INVALID && accept(value) ? value : INVALID;
  };

/** The first validator that accepts the input decides. */
export const oneOf =
  <T>(...validators: Validator<T>[]): Validator<T> =>
  (input) => {
    for (const validate of validators) {
      const value = validate(input);
      if (value !== INVALID) return value;
    }
    return INVALID;
  };

export const arrayOf =
  <T>(validate: Validator<T>): Validator<T[]> =>
  (input) => {
    if (!Array.isArray(input)) return INVALID;
    const values: T[] = [];
    for (const item of input) {
      const value = validate(item);
      if (value === INVALID) return INVALID;
      values.push(value);
    }
    return values;
  };

/** An object used as a map; fromEntries defines own properties, so a `__proto__` key cannot reach a prototype. */
export const recordOf =
  <T>(validate: Validator<T>): Validator<{ [key: string]: T }> =>
  (input) => {
    if (!isPlainObject(input)) return INVALID;
    const entries: [string, T][] = [];
    for (const [key, item] of Object.entries(input)) {
      const value = validate(item);
      if (value === INVALID) return INVALID;
      entries.push([key, value]);
    }
    return Object.fromEntries(entries);
  };

/** Every field of the shape is required (use `nullable` for an empty one); fields outside it are dropped. */
export const object =
  <S extends Shape>(shape: S): Validator<ShapeValue<S>> =>
  (input) => {
    if (!isPlainObject(input)) return INVALID;
    const entries: [string, unknown][] = [];
    for (const [key, validate] of Object.entries(shape)) {
      const value = validate(input[key]);
      if (value === INVALID) return INVALID;
      entries.push([key, value]);
    }
    return Object.fromEntries(entries) as ShapeValue<S>;
  };
