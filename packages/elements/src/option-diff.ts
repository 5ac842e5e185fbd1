import { isPlainRecord, joinPath, type Problem } from '@tessera/document';

/**
 * Zod drops keys a schema does not know without a word. Comparing what went in with what came
 * out finds them, so a misspelt option (`Colour` for `color`) is reported instead of vanishing.
 */
export function droppedKeyProblems(
  input: unknown,
  output: unknown,
  path: string,
  message: string,
): Problem[] {
  const problems: Problem[] = [];
  // One path stack for the whole walk: a path is only copied out when something was dropped.
  const at: PropertyKey[] = [];
  const visit = (before: unknown, after: unknown): void => {
    if (isPlainRecord(before) && isPlainRecord(after)) {
      for (const key in before) {
        if (!Object.hasOwn(before, key)) continue;
        const value = before[key];
        if (value === undefined) continue;
        at.push(key);
        if (!Object.hasOwn(after, key)) problems.push({ path: joinPath(path, at), message });
        else visit(value, after[key]);
        at.pop();
      }
    } else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
      for (let index = 0; index < before.length; index++) {
        at.push(index);
        visit(before[index], after[index]);
        at.pop();
      }
    }
  };
  visit(input, output);
  return problems;
}

/** Structural equality of JSON-like values. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameJson(a[index], b[index])) return false;
    return true;
  }
  if (isPlainRecord(a) && isPlainRecord(b)) {
    // Keys holding undefined count as absent on both sides.
    let count = 0;
    for (const key in a) {
      if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
      if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
      count++;
    }
    for (const key in b) if (Object.hasOwn(b, key) && b[key] !== undefined) count--;
    return count === 0;
  }
  return false;
}
