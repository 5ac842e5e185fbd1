/**
 * Rules text as written on a field: 'required|email', 'include:https'. Names are case-insensitive;
 * an argument follows the first ':'.
 */

export interface Rule {
  name: string;
  arg?: string;
}

export function parseRules(rulesText: string | null | undefined): Rule[] {
  if (!rulesText) return [];
  const rules: Rule[] = [];
  for (const part of rulesText.split('|')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const colon = trimmed.indexOf(':');
    if (colon === -1) rules.push({ name: trimmed.toLowerCase() });
    else rules.push({ name: trimmed.slice(0, colon).trim().toLowerCase(), arg: trimmed.slice(colon + 1) });
  }
  return rules;
}

export function hasRule(rulesText: string | null | undefined, name: string): boolean {
  return parseRules(rulesText).some((rule) => rule.name === name);
}

export function isRequired(rulesText: string | null | undefined): boolean {
  return hasRule(rulesText, 'required');
}

/** Rules whose values never legitimately contain whitespace (SPEC §5). */
export const WHITESPACE_STRIPPING_RULES = ['email', 'customurl', 'subdomain'] as const;

export function stripsWhitespace(rulesText: string | null | undefined): boolean {
  const names = parseRules(rulesText).map((rule) => rule.name);
  return WHITESPACE_STRIPPING_RULES.some((name) => names.includes(name));
}

/** What a text input stores as the user types: all whitespace removed under those rules. */
export function normalizeTextInput(value: string, rulesText: string | null | undefined): string {
  return stripsWhitespace(rulesText) ? value.replace(/\s+/g, '') : value;
}
