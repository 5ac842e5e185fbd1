import { fab } from '@fortawesome/free-brands-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';
import { escapeHtml } from './escape.ts';

interface IconShape {
  width: number;
  height: number;
  /** SVG path data; duotone icons have two. */
  paths: readonly string[];
}

type IconPack = Record<
  string,
  { iconName: string; icon: [number, number, ReadonlyArray<string | number>, string, string | string[]] }
>;

/**
 * Icon names in documents are Font Awesome names (`check`, `shield-halved`, `facebook-f`) and
 * their aliases. Solid icons win over brand icons of the same name.
 */
function buildIconTable(): ReadonlyMap<string, IconShape> {
  const table = new Map<string, IconShape>();
  for (const pack of [fab as unknown as IconPack, fas as unknown as IconPack]) {
    for (const definition of Object.values(pack)) {
      const [width, height, aliases, , pathData] = definition.icon;
      const shape = { width, height, paths: Array.isArray(pathData) ? pathData : [pathData] };
      table.set(definition.iconName, shape);
      for (const alias of aliases) if (typeof alias === 'string') table.set(alias, shape);
    }
  }
  return table;
}

let iconTable: ReadonlyMap<string, IconShape> | null = null;

export function lookupIcon(name: string): IconShape | null {
  iconTable ??= buildIconTable();
  return iconTable.get(name.trim().toLowerCase().replace(/^fa-/, '')) ?? null;
}

/** Every name and alias an icon can be looked up by, sorted (the editor's icon picker lists them). */
export function iconNames(): string[] {
  iconTable ??= buildIconTable();
  return [...iconTable.keys()].sort();
}

/**
 * The icons a page uses, emitted once as `<symbol>`s; each use is a small `<use href>`, so a
 * list of twenty check marks carries one path, not twenty.
 */
export class IconSprite {
  private readonly used = new Map<string, IconShape>();
  /** Names asked for on this page: an icon repeated down a list is looked up once. */
  private readonly byName = new Map<string, { id: string; viewBox: string } | null>();

  /** The symbol id for a name, or null when no such icon exists. */
  use(name: string): string | null {
    return this.symbol(name)?.id ?? null;
  }

  /** The symbol id and view box for a name (the same object every time), or null. */
  symbol(name: string): { id: string; viewBox: string } | null {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    const shape = lookupIcon(name);
    let symbol: { id: string; viewBox: string } | null = null;
    if (shape) {
      const id = `i-${name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')}`;
      this.used.set(id, shape);
      symbol = { id, viewBox: `0 0 ${shape.width} ${shape.height}` };
    }
    this.byName.set(name, symbol);
    return symbol;
  }

  viewBox(id: string): string | null {
    const shape = this.used.get(id);
    return shape ? `0 0 ${shape.width} ${shape.height}` : null;
  }

  toString(): string {
    if (this.used.size === 0) return '';
    let symbols = '';
    for (const [id, shape] of this.used) {
      const paths = shape.paths.map((d) => `<path d="${escapeHtml(d)}"/>`).join('');
      symbols += `<symbol id="${id}" viewBox="0 0 ${shape.width} ${shape.height}">${paths}</symbol>`;
    }
    return `<svg width="0" height="0" style="position:absolute" aria-hidden="true">${symbols}</svg>`;
  }
}
