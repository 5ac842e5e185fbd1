const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
const VOID = new Set(['br', 'hr', 'img', 'wbr']);
const LISTS = new Set(['ul', 'ol']);
/** Blocks that make one item each when the text is written as lines instead of a list. */
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);

function isStructure(name: string): boolean {
  return LISTS.has(name) || BLOCKS.has(name) || name === 'li';
}

function isBlank(html: string): boolean {
  return html.replace(/<br\s*\/?>|&nbsp;|&#160;|\s/gi, '') === '';
}

/**
 * The items of a bullet list's formatted text (already sanitised), each as its inner HTML: every
 * `<li>` of a top-level list, and every top-level block or loose line written outside a list
 * (people type lines as paragraphs as often as they make a list). Nested lists stay inside their
 * item. Unbalanced markup is tolerated: an unclosed item ends with the text.
 */
export function listItems(html: string): string[] {
  const items: string[] = [];
  /** Open tags from the top level down. */
  const stack: string[] = [];
  /** Where the item being read started (after its opening tag), and how deep it sits. */
  let itemStart = -1;
  let itemDepth = -1;
  /** Start of loose top-level content outside any block; -1 while a top-level block or list is open. */
  let looseStart = 0;

  const pushItem = (content: string) => {
    if (!isBlank(content)) items.push(content.trim());
  };

  for (const match of html.matchAll(TAG)) {
    const [tag, slash, rawName] = match;
    const name = (rawName ?? '').toLowerCase();
    const at = match.index;
    if (VOID.has(name)) continue;

    if (slash === '') {
      if (itemStart === -1) {
        const depth = stack.length;
        const topList = depth === 1 && LISTS.has(stack[0] ?? '');
        if (depth === 0 && isStructure(name)) {
          if (looseStart !== -1) pushItem(html.slice(looseStart, at));
          looseStart = -1;
          if (!LISTS.has(name)) {
            itemStart = at + tag.length;
            itemDepth = depth;
          }
        } else if (topList && name === 'li') {
          itemStart = at + tag.length;
          itemDepth = depth;
        }
      }
      stack.push(name);
      continue;
    }

    // A closing tag: close up to the matching open tag, ignoring strays.
    const open = stack.lastIndexOf(name);
    if (open === -1) continue;
    const closesTopStructure = open === 0 && isStructure(name);
    stack.length = open;
    if (itemStart !== -1 && stack.length <= itemDepth) {
      pushItem(html.slice(itemStart, at));
      itemStart = -1;
      itemDepth = -1;
    }
    if (closesTopStructure) looseStart = at + tag.length;
  }
  if (itemStart !== -1) pushItem(html.slice(itemStart));
  else if (looseStart !== -1) pushItem(html.slice(looseStart));
  return items;
}
