/**
 * Stripe's v1 parameter encoding: `application/x-www-form-urlencoded` bodies and query strings
 * whose keys nest with brackets (`items[0][price]=price_1`, `expand[]=latest_invoice`,
 * `metadata[plan]=pro`). The SDK writes arrays with indexes and Stripe.js with `[]`; both are read.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][0]` → `['a', 'b', '0']`; a key that does not parse stays whole. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  const rest = key.slice(open);
  if (!/^(\[[^[\]]*\])+$/.test(rest)) return [key];
  return [key.slice(0, open), ...rest.slice(1, -1).split('][')];
}

const INDEX = /^(0|[1-9]\d*)$/;

/** Containers whose keys were all indexes (or `[]`) become arrays, in index order. */
function settle(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = settle(value[key]!);
  if (keys.length > 0 && keys.every((key) => INDEX.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => value[String(index)]!);
  }
  return value;
}

export function parseForm(text: string): FormObject {
  // A null prototype so a `__proto__[x]` key stays data.
  const root: FormObject = Object.create(null);
  /** How many `[]` entries each container has had, so each gets the next index. */
  const appended = new Map<FormObject, number>();
  for (const [key, raw] of new URLSearchParams(text)) {
    const path = keyPath(key);
    let node = root;
    for (let index = 0; index < path.length; index += 1) {
      let part = path[index]!;
      if (part === '') {
        part = String(appended.get(node) ?? 0);
        appended.set(node, Number(part) + 1);
      }
      if (index === path.length - 1) {
        node[part] = raw;
        break;
      }
      const next = node[part];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else {
        // A scalar given again as a container: the container wins, as Stripe's parser does.
        const child: FormObject = Object.create(null);
        node[part] = child;
        node = child;
      }
    }
  }
  for (const key of Object.keys(root)) root[key] = settle(root[key]!);
  return root;
}
