import { z } from 'zod';

/** What people call the things the API names by its own words (`landing` is a website). */
const THING_NAMES: Readonly<Record<string, string>> = {
  landing: 'website',
  landings: 'websites',
  blog: 'blog post',
  user: 'user',
};

/** A record's id field (`id`, `landing_id`, `pageId`): it names a record, not a value to type. */
function idOf(field: string): string | null {
  if (field === 'id') return 'item';
  const match = /^(.+?)(?:_id|Id)$/.exec(field);
  if (!match?.[1]) return null;
  const thing = match[1].replaceAll('_', ' ');
  return THING_NAMES[thing] ?? thing;
}

function lastField(path: readonly PropertyKey[] | undefined): string | null {
  const last = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? last : null;
}

function fieldLabel(field: string | null): string {
  if (field === null) return 'value';
  const words = field.replaceAll('_', ' ');
  return THING_NAMES[words] ?? words;
}

/** What a value should have been, in words ("a number", not "number"). */
const EXPECTED: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
  date: 'a date',
};

/**
 * Messages a person can act on, the same on server and client: "The email field is required."
 * rather than a type dump, and no programmer's words: a record's id is "the website", a number
 * type is "a number". Schemas that pass their own message keep it.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const field = lastField(issue.path);
      const label = fieldLabel(field);
      const record = field === null ? null : idOf(field);
      if (issue.code === 'invalid_type') {
        const missing = issue.input === undefined || issue.input === null;
        if (record !== null) return missing ? `Choose a ${record}.` : `That ${record} does not exist.`;
        if (missing) return `The ${label} field is required.`;
        const expected = EXPECTED[issue.expected];
        return expected ? `The ${label} must be ${expected}.` : `The ${label} is not valid.`;
      }
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `The ${label} field is required.`
          : `The ${label} must be at least ${issue.minimum} characters.`;
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return `The ${label} must be at most ${issue.maximum} characters.`;
      }
      if (record !== null && (issue.code === 'too_small' || issue.code === 'too_big')) {
        return `That ${record} does not exist.`;
      }
      if (issue.code === 'too_small' || issue.code === 'too_big') {
        return `The ${label} is out of range.`;
      }
      if (issue.code === 'invalid_value') return `The selected ${label} is invalid.`;
      if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
      if (issue.code === 'invalid_format') return `The ${label} format is invalid.`;
      return undefined;
    },
  });
}

installValidationMessages();
