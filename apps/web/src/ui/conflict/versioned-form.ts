/**
 * The rules a form follows when it saves a versioned record (site settings, page settings, a
 * post's details): it keeps the copy it started from (`Baseline`) and sends that copy's version,
 * so a save made from an older copy meets the server's 409 instead of silently winning.
 */

/** What a form started from: the record's value as loaded, and that copy's version. */
export interface Baseline<T> {
  value: T;
  version: number;
}

/** Two values are the same when their JSON is (form values are plain data). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A newer copy of the record arrived (a refetch, or the answer to a stale save). When it still
 * holds what this form started from, the change was elsewhere in the record (another settings
 * group, the blog's settings): its version is adopted, and its value too when nothing was edited.
 * When this form's part changed, the baseline stays: an unedited form takes the new copy, an
 * edited one keeps the edits and its old version, so saving meets the conflict (`conflicts`).
 */
export function rebase<T>(
  base: Baseline<T>,
  server: Baseline<T>,
  edited: boolean,
): { base: Baseline<T>; takeServerValue: boolean } {
  // Versions only grow: an older copy (a refetch still on its way after this form's own save) says nothing new.
  if (server.version <= base.version) return { base, takeServerValue: false };
  if (sameValue(server.value, base.value))
    return { base: { ...base, version: server.version }, takeServerValue: false };
  if (!edited) return { base: server, takeServerValue: true };
  return { base, takeServerValue: false };
}

/** Whether a save from `base` over the record as it is now (`server`) would drop someone's change. */
export function conflicts<T>(base: Baseline<T>, server: Baseline<T>): boolean {
  return rebase(base, server, true).base.version !== server.version;
}
