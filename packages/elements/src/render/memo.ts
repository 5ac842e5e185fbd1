/** What a memo key's fields may hold: plain values, compared as `Map` keys compare them. */
export type MemoValue = string | number | boolean | null | undefined;

/** The values a memoised result is made from, one field each. */
export type MemoKey<Key> = { readonly [Field in keyof Key]: MemoValue };

/** Nested maps, one level per key field; the last level holds the results. */
type Level = Map<MemoValue, unknown>;

/** The results of one maker, and the key and result it was last asked for. */
interface Made {
  readonly results: Level;
  lastKey: object | null;
  lastResult: unknown;
}

/**
 * Values computed from a few plain option values, kept for one page render. A page asks for the
 * same look (a field style, a button, a text style) hundreds of times with the same handful of
 * values; the memo hands back what was made the first time instead of building and comparing
 * the style rules again.
 *
 * The renderer makes one per page (`RenderContext.memo`), so nothing outlives the render, and
 * the theme, fonts and style sheet a result depends on cannot change under it.
 */
export class RenderMemo {
  private readonly byMaker = new Map<unknown, Made>();

  get<Context, Key extends MemoKey<Key>, Result>(
    context: Context,
    make: (context: Context, key: Key) => Result,
    key: Key,
  ): Result {
    let made = this.byMaker.get(make);
    if (made === undefined) {
      made = { results: new Map(), lastKey: null, lastResult: undefined };
      this.byMaker.set(make, made);
    }
    // Neighbours on a page are often alike (the columns of a row, the items of a list): the key
    // asked for last is compared first, field by field, before the maps are walked.
    const last = made.lastKey as Key | null;
    if (last !== null && sameKey(key, last)) return made.lastResult as Result;
    const result = this.walk(context, make, key, made.results);
    made.lastKey = key;
    made.lastResult = result;
    return result;
  }

  private walk<Context, Key extends MemoKey<Key>, Result>(
    context: Context,
    make: (context: Context, key: Key) => Result,
    key: Key,
    results: Level,
  ): Result {
    let level = results;
    // Every field of the key, in its (fixed) order, is one level: nothing `make` can see is left out.
    let field: keyof Key | undefined;
    for (const next in key) {
      if (field !== undefined) level = descend(level, key[field]);
      field = next;
    }
    const value = field === undefined ? undefined : key[field];
    const known = level.get(value);
    if (known !== undefined) return known as Result;
    const made = make(context, key);
    level.set(value, made);
    return made;
  }
}

/** Two keys of one maker (so with the same fields) holding the same values. */
function sameKey<Key extends MemoKey<Key>>(key: Key, other: Key): boolean {
  for (const field in key) if (key[field] !== other[field]) return false;
  return true;
}

function descend(level: Level, value: MemoValue): Level {
  let next = level.get(value) as Level | undefined;
  if (next === undefined) {
    next = new Map();
    level.set(value, next);
  }
  return next;
}

/**
 * `make(context, key)`, made once per page for each distinct key when the context has a memo
 * (the published renderer), every time otherwise (the editor canvas, tests). `make` must depend
 * on nothing of an element but its key (it only receives the key, whose fields are all of the
 * memo's lookup): the result is shared by every element asking with equal values. Every key
 * given with one `make` has the same fields in the same order. Its side
 * effects on the context (classes, fonts and keyframes registered on the page) happen the first
 * time, which is when they would have happened anyway.
 */
export function memoized<
  // Structural, not Pick<RenderContext, 'memo'>: RenderContext's module imports this one.
  Context extends { memo?: RenderMemo | undefined },
  Key extends MemoKey<Key>,
  Result extends NonNullable<unknown>,
>(context: Context, make: (context: Context, key: Key) => Result, key: Key): Result {
  const memo = context.memo;
  return memo === undefined ? make(context, key) : memo.get(context, make, key);
}
