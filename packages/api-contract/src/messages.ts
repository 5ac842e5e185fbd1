import { z } from 'zod';

function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? last.replaceAll('_', ' ') : 'value';
}

/**
 * Messages a person can act on, the same on server and client: "The email field is required."
 * rather than a type dump. Schemas that pass their own message keep it.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const field = fieldLabel(issue.path);
      if (issue.code === 'invalid_type') {
        return issue.input === undefined || issue.input === null
          ? `The ${field} field is required.`
          : `The ${field} must be a ${issue.expected}.`;
      }
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `The ${field} field is required.`
          : `The ${field} must be at least ${issue.minimum} characters.`;
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return `The ${field} must be at most ${issue.maximum} characters.`;
      }
      if (issue.code === 'too_small' || issue.code === 'too_big') {
        return `The ${field} is out of range.`;
      }
      if (issue.code === 'invalid_value') return `The selected ${field} is invalid.`;
      if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
      if (issue.code === 'invalid_format') return `The ${field} format is invalid.`;
      return undefined;
    },
  });
}

installValidationMessages();
