/** A raw document object between load and validation: nothing about its shape is trusted yet. */
export type RawDocument = Record<string, unknown>;

/**
 * One numbered step: takes a document at version `to - 1` and returns it at version `to`.
 * Steps run on untrusted JSON, so they check every shape they touch and leave anything they do
 * not understand for validation and repair to deal with; they must not throw.
 */
export interface Migration {
  readonly to: number;
  readonly name: string;
  up(doc: RawDocument): RawDocument;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
