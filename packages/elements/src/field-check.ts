import { isPlainRecord } from '@tessera/document';
import type { ElementDefinition, FieldDefinition, FieldGroup } from './types.ts';
import { checkOptions } from './validate.ts';

/**
 * Checks a type's field declarations against its own defaults: every path resolves, each value
 * suits its field kind, every option has a field, list templates pass the schema. A typo in a
 * path would otherwise only show up as an editor control that silently edits nothing.
 */

type Lookup = { found: true; value: unknown } | { found: false };

/** '' is the scope itself (a list item edited as a whole, e.g. a gallery image). */
export function lookupPath(scope: unknown, path: string): Lookup {
  if (path === '') return { found: true, value: scope };
  let current: unknown = scope;
  for (const segment of path.split('.')) {
    if (!isPlainRecord(current) || !Object.hasOwn(current, segment)) return { found: false };
    current = current[segment];
  }
  return { found: true, value: current };
}

function setPath(scope: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return scope;
  if (rest.length === 0) return { ...scope, [head]: value };
  const inner = scope[head];
  return { ...scope, [head]: setPath(isPlainRecord(inner) ? inner : {}, rest.join('.'), value) };
}

const STRING_KINDS = new Set(['text', 'code', 'color', 'link', 'font', 'icon', 'date']);

function suits(field: FieldDefinition, value: unknown): boolean {
  if (STRING_KINDS.has(field.kind)) return typeof value === 'string';
  switch (field.kind) {
    case 'toggle':
      return typeof value === 'boolean';
    case 'number':
      return field.responsive === true
        ? isPlainRecord(value) && typeof value.desktop === 'number'
        : typeof value === 'number' || value === null;
    case 'select':
      return field.options.some((option) => option.value === value);
    case 'multiselect':
      return Array.isArray(value) && value.every((v) => field.options.some((option) => option.value === v));
    case 'image':
      return isPlainRecord(value) && typeof value.url === 'string';
    case 'spacing':
      return isPlainRecord(value) && isPlainRecord(value.desktop);
    case 'reference':
      return field.multiple === true
        ? Array.isArray(value)
        : typeof value === 'string' || typeof value === 'number' || value === null;
    case 'string-list':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'list':
      return Array.isArray(value);
    default:
      return true;
  }
}

function fieldPath(field: FieldDefinition): string | null {
  return 'path' in field ? field.path : null;
}

function checkScope(
  fields: readonly FieldDefinition[],
  scope: unknown,
  where: string,
  problems: string[],
  definition: ElementDefinition,
): void {
  for (const field of fields) {
    const label = `${where}${field.label}`;
    if (field.showWhen !== undefined && !lookupPath(scope, field.showWhen.path).found)
      problems.push(`${label}: showWhen path "${field.showWhen.path}" does not exist`);
    if (field.kind === 'richtext') {
      if (definition.texts[field.slot] === undefined) problems.push(`${label}: no text slot "${field.slot}"`);
      continue;
    }
    const path = fieldPath(field);
    if (path === null) continue;
    const found = lookupPath(scope, path);
    if (!found.found) {
      problems.push(`${label}: path "${path}" does not exist`);
      continue;
    }
    if (!suits(field, found.value))
      problems.push(`${label}: ${field.kind} field does not suit ${JSON.stringify(found.value)}`);
    if (field.kind === 'list') {
      checkScope(field.item, field.newItem, `${label} › `, problems, definition);
      problems.push(...uncovered(field.item, field.newItem, `${label} › `));
      const withItem = setPath(definition.defaults(), path, [field.newItem]);
      const checked = checkOptions(definition, withItem, '');
      if (!checked.ok)
        problems.push(
          `${label}: newItem is invalid (${checked.issues[0]?.path}: ${checked.issues[0]?.message})`,
        );
    }
  }
}

/** Options no field edits; `kind` is switched by commands (toModernButton), never by a control. */
function uncovered(fields: readonly FieldDefinition[], scope: unknown, where: string): string[] {
  if (!isPlainRecord(scope)) return [];
  const roots = new Set(fields.map((field) => fieldPath(field)?.split('.')[0]));
  if (roots.has('')) return [];
  return Object.keys(scope)
    .filter((key) => key !== 'kind' && !roots.has(key))
    .map((key) => `${where}option "${key}" has no field`);
}

export function fieldProblems(definition: ElementDefinition): string[] {
  const problems: string[] = [];
  const defaults = definition.defaults();
  const fields = definition.fields.flatMap((group: FieldGroup) => group.fields);
  checkScope(fields, defaults, '', problems, definition);
  problems.push(...uncovered(fields, defaults, ''));
  for (const slot of Object.keys(definition.texts)) {
    if (!fields.some((field) => field.kind === 'richtext' && field.slot === slot))
      problems.push(`text slot "${slot}" has no richtext field`);
  }
  return problems;
}
