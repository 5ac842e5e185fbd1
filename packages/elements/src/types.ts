import type { ElementCategory } from '@tessera/document';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RenderProps } from './render/types.ts';

/**
 * The document keeps one formatted-text HTML per element (`texts[sectionId][elementId]`, SPEC §3),
 * so a type has at most this one slot. A second slot would need a document format change first.
 */
export type TextSlot = 'text';

/** Values a select field can store; null stands for "none" where a schema allows it. */
export type SelectValue = string | number | boolean | null;
export interface SelectOption {
  value: SelectValue;
  label: string;
}

/** Shows a field only while the option at `path` holds one of `equals` (e.g. the redirect URL for the redirect action). */
export interface FieldCondition {
  path: string;
  equals: readonly SelectValue[];
}

/** Server records a field points at; the editor maps each to a picker fed from its shared state. */
export type ReferenceSource =
  | 'page'
  | 'section'
  | 'popup'
  | 'menu'
  | 'form'
  | 'integration'
  | 'gateway'
  | 'product'
  | 'blog-post'
  | 'podcast-collection'
  | 'video-channel'
  | 'place';

/**
 * How an option is edited. Panels in the editor are generated from these declarations, so a
 * type declares its settings once, as data, and never ships editor code to the renderer.
 * `path` is a dot path into the element's options (`Button.Text`, `animation.delay.value`).
 */
export type FieldDefinition = {
  label: string;
  /** One line under the control, for settings whose effect is not obvious. */
  help?: string;
  showWhen?: FieldCondition;
} & (
  | { kind: 'text'; path: string; rules?: string; placeholder?: string; multiline?: boolean }
  /** Formatted HTML kept in the document's `texts` (SPEC §3), edited in place on the canvas. */
  | { kind: 'richtext'; slot: TextSlot }
  /** Raw source shown in a code editor; the renderer sandboxes what it produces. */
  | { kind: 'code'; path: string; language: 'html' }
  /**
   * SPEC §5 numeric inputs: percent, pixel (default/number/integer modes), bounded integer; plus
   * `decimal` for fractional values (line height, seconds) clamped to min..max in `step`s.
   */
  | {
      kind: 'number';
      path: string;
      mode: 'percent' | 'pixel' | 'pixel-number' | 'pixel-integer' | 'bounded' | 'decimal';
      min?: number;
      max?: number;
      step?: number;
      unit?: string;
      /** The value is `{ desktop, tablet?, mobile? }`; the control edits the current device's entry. */
      responsive?: boolean;
    }
  | { kind: 'select'; path: string; options: readonly SelectOption[] }
  /** A list of distinct values picked from `options` (share networks, channels). */
  | { kind: 'multiselect'; path: string; options: readonly SelectOption[] }
  | { kind: 'color'; path: string }
  | { kind: 'toggle'; path: string }
  /** An image value (`url` + `Ratio`) or a logo value (`url`, `ShowWidth`, `ShowHeight`). */
  | { kind: 'image'; path: string; variant?: 'image' | 'logo' }
  /** A link typed by the user; SPEC §5 link resolution applies when rendering. */
  | { kind: 'link'; path: string }
  | { kind: 'font'; path: string }
  | { kind: 'icon'; path: string }
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM` with `withTime`; '' means not set. */
  | { kind: 'date'; path: string; withTime?: boolean }
  /** Per-device `{ desktop: { top, right, bottom, left }, … }`; margin allows negatives (SPEC §5 integer mode). */
  | { kind: 'spacing'; path: string; sides: 'margin' | 'padding' }
  /** Id (or ids, with `multiple`) of a server record. */
  | { kind: 'reference'; path: string; source: ReferenceSource; multiple?: boolean }
  /** A list of plain strings (dropdown choices). */
  | { kind: 'string-list'; path: string; itemLabel: string; max?: number }
  /** A list of objects, each edited with `item` fields whose paths are relative to the item. */
  | {
      kind: 'list';
      path: string;
      item: readonly FieldDefinition[];
      itemLabel: string;
      /** What "Add" appends; complete, so it passes the item schema as it is. */
      newItem: Readonly<Record<string, unknown>>;
      max?: number;
    }
  /** A hand-written panel the editor registers under this name, for types data cannot describe. */
  | { kind: 'custom'; panel: string }
);

export type FieldKind = FieldDefinition['kind'];

export interface FieldGroup {
  title: string;
  fields: readonly FieldDefinition[];
}

/**
 * One numbered step of a type's options format, kept beside its schema: takes options written at
 * version `to - 1` and returns them at version `to`. Steps run on stored JSON, so they check every
 * shape they touch and never throw; and they recognise old options by their shape, leaving options
 * already in the current shape as they are (elements written without `optionsVersion`, by code or
 * by an older editor, are read as version 0 and go through every step).
 */
export interface ElementMigration {
  readonly to: number;
  readonly name: string;
  up(options: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

/** One element of a type in generated fixture pages: options as a real page carries them, and its formatted text. */
export interface ElementFixture {
  options: Record<string, unknown>;
  /** For types with a formatted-text slot. */
  text?: string;
}

/** One element type: everything the renderer, the editor and the server need to know about it. */
export interface ElementDefinition<
  Options = Record<string, unknown>,
  Key extends string = string,
  Island extends string = string,
> {
  /** Kebab-case; the name of the type's folder, its key in the registry and `element.key` in documents. */
  key: Key;
  label: string;
  /** The palette category it is listed under. */
  category: ElementCategory;
  /** Name of the palette icon, kebab-case (the editor maps names to glyphs). */
  icon: string;
  /** Premium types need the agency's premiumElements grant unless the user is an admin (SPEC §6). */
  premium: boolean;
  /** Words the palette search also matches. */
  keywords: readonly string[];
  /** Validates stored options; tolerant of missing fields (they take their defaults). */
  schema: z.ZodType<Options>;
  /** Options of a freshly dropped element; a new object on every call. */
  defaults(): Options;
  /** Formatted-text slots and the HTML a freshly dropped element starts with. */
  texts: Readonly<Partial<Record<TextSlot, string>>>;
  fields: readonly FieldGroup[];
  /**
   * The `n`-th element of this type in generated fixture pages (benchmarks, render and load tests):
   * realistic options, varied by `n` so a fixture is not one object repeated; valid for the schema.
   */
  fixture(n: number): ElementFixture;
  /** The steps of its options format, in order (`to` 1, 2, …); empty while the format never changed. */
  migrations: readonly ElementMigration[];
  /** The current options format: the last step's `to`, 0 without steps. Stored as `optionsVersion`. */
  version: number;
  /**
   * The island (client-side behaviour) a published page needs for this type; absent means zero
   * JavaScript. Its entry is `<name>.island.ts` in the folder of the type that owns it.
   */
  island?: Island;
  /**
   * Server-side (and editor canvas) rendering; the element's one wrapper is the renderer's.
   * Method syntax on purpose: a registry holds definitions of many option types, and method
   * parameters are compared bivariantly, so each type's own Render still fits the registry.
   */
  Render?(props: RenderProps<Options>): ReactNode;
}

/** Options type of a definition, e.g. `OptionsOf<typeof elementRegistry.button>`. */
export type OptionsOf<D> = D extends ElementDefinition<infer O, string> ? O : never;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Defines a type with its options inferred from the schema, so defaults and fields are checked.
 * Defaults are `schema.parse(initial ?? {})`: `initial` is only for types whose new elements
 * differ from what a stored element with missing fields means (a new button is `modern`, while a
 * stored button without `kind` is `classic`). The definition is frozen: registries are shared.
 */
export function defineElement<
  Key extends string,
  Options extends Record<string, unknown>,
  Island extends string = never,
>(
  definition: Omit<
    ElementDefinition<Options, Key, Island>,
    'defaults' | 'Render' | 'migrations' | 'version'
  > & {
    initial?: Readonly<Record<string, unknown>>;
    /** Options come from `schema` alone; a Render must accept what the schema produces. */
    Render?: (props: RenderProps<NoInfer<Options>>) => ReactNode;
    migrations?: readonly ElementMigration[];
  },
): ElementDefinition<Options, Key, Island> {
  const { initial, migrations = [], ...rest } = definition;
  const start = initial ?? {};
  const { schema } = rest;
  deepFreeze(rest.fields);
  deepFreeze(rest.keywords);
  deepFreeze(rest.texts);
  return Object.freeze({
    ...rest,
    migrations: Object.freeze([...migrations]),
    version: migrations.at(-1)?.to ?? 0,
    defaults: () => schema.parse(start),
  });
}
