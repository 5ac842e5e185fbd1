import { describe, expect, it } from 'vitest';
import {
  customField,
  fieldNameFromLabel,
  isRequiredRule,
  uniqueFieldName,
  withRequired,
} from './fieldRules.ts';

describe('field rules', () => {
  it('reads and toggles the required rule, keeping the others', () => {
    expect(isRequiredRule('required|email')).toBe(true);
    expect(isRequiredRule(' Required ')).toBe(true);
    expect(isRequiredRule('email')).toBe(false);
    expect(withRequired('email', true)).toBe('required|email');
    expect(withRequired('required|email|max:200', false)).toBe('email|max:200');
    expect(withRequired('', true)).toBe('required');
    expect(withRequired('required', true)).toBe('required');
  });

  it('names fields from their labels, uniquely', () => {
    expect(fieldNameFromLabel('Company size')).toBe('companySize');
    expect(fieldNameFromLabel('  2nd phone number ')).toBe('ndPhoneNumber');
    expect(fieldNameFromLabel('Été à Paris')).toBe('eteAParis');
    expect(fieldNameFromLabel('!!!')).toBe('field');
    expect(uniqueFieldName('email', new Set(['email', 'email2']))).toBe('email3');
    expect(uniqueFieldName('email', new Set())).toBe('email');
  });

  it('makes custom fields with sensible rules', () => {
    const existing = [customField('text', [])];
    expect(customField('text', existing).name).toBe('shortText2');
    expect(customField('email', []).rules).toBe('email');
    expect(customField('select', []).choices).toEqual(['Option 1', 'Option 2']);
  });
});
