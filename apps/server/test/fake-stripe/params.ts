import { invalid, missingParam, unknownParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

/**
 * Typed reading of a request's parameters, refusing what Stripe refuses: a missing required
 * one (`parameter_missing`), one it does not know (`parameter_unknown`), a value of the wrong
 * kind. Errors name the parameter as sent (`items[0][price]`).
 */
export class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** Refuses keys outside `allowed` (the fake answers only for what it implements). */
  only(allowed: readonly string[]): this {
    for (const key of Object.keys(this.values)) {
      if (!allowed.includes(key)) throw unknownParam(this.name(key));
    }
    return this;
  }

  /** The empty string, which Stripe reads as "unset" for nullable fields. */
  isEmpty(key: string): boolean {
    return this.values[key] === '';
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalid(`Invalid string: ${describe(value)}`, this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalid(`Invalid integer: ${value}`, this.name(key), 'parameter_invalid_integer');
    }
    return Number(value);
  }

  requiredInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  decimal(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(value)) throw invalid(`Invalid decimal: ${value}`, this.name(key));
    return Number(value);
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw invalid(`Invalid boolean: ${value}`, this.name(key));
    return value === 'true';
  }

  oneOf<T extends string>(key: string, choices: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(choices as readonly string[]).includes(value)) {
      throw invalid(`Invalid ${this.name(key)}: must be one of ${choices.join(', ')}`, this.name(key));
    }
    return value as T;
  }

  object(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalid(`Invalid object`, this.name(key));
    }
    return new Params(value, this.name(key));
  }

  /** An array of objects (`items[0][price]`), each read with its indexed name. */
  list(key: string): Params[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    if (!Array.isArray(value)) throw invalid(`Invalid array`, this.name(key));
    return value.map((entry, index) => {
      if (typeof entry !== 'object' || Array.isArray(entry)) {
        throw invalid(`Invalid object`, `${this.name(key)}[${index}]`);
      }
      return new Params(entry, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    const entries = Array.isArray(value) ? value : [value];
    return entries.map((entry, index) => {
      if (typeof entry !== 'string') throw invalid(`Invalid string`, `${this.name(key)}[${index}]`);
      return entry;
    });
  }

  /**
   * Metadata as an update writes it: keys merge into what is there, an empty value removes its
   * key, and `metadata=` (empty) clears all of them.
   */
  metadata(current: Record<string, string> = {}): Record<string, string> {
    if (this.isEmpty('metadata')) return {};
    const given = this.object('metadata');
    if (!given) return current;
    const next = { ...current };
    for (const key of Object.keys(given.values)) {
      const value = given.string(key) ?? '';
      if (value === '') delete next[key];
      else next[key] = value;
    }
    return next;
  }
}

function describe(value: FormValue): string {
  return JSON.stringify(value);
}
