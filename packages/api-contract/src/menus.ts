import { MESSAGES } from '@tessera/document';
import { z } from 'zod';
import { endpoint, onSite } from './endpoint.ts';
import { actionResult, childParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField } from './inputs.ts';
import { landingIdParams } from './landings.ts';

/** How deep menus nest: top level, a dropdown, and one level inside it. */
export const MENU_MAX_DEPTH = 3;
export const MENU_MAX_ITEMS = 200;

export const menuItemTypes = ['page', 'section', 'custom'] as const;
export type MenuItemType = (typeof menuItemTypes)[number];

/**
 * One menu entry. `page` links a page of the site (by id, so renaming its unique name keeps the
 * link); `section` an anchor on a page (the page's own when `page_id` is null); `custom` any
 * URL, a site path or an anchor, resolved by the SPEC §5 link rules.
 */
export interface MenuItem {
  id: string;
  label: string;
  type: MenuItemType;
  page_id: number | null;
  section_id: string | null;
  url: string;
  new_window: boolean;
  children: MenuItem[];
}

const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'The item id is invalid.');

const customUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => !/^\s*(javascript|data|vbscript):/i.test(value), MESSAGES.url);

const menuItemBase = z
  .object({
    id: itemId,
    label: z.string().trim().min(1, 'The label field is required.').max(80),
    type: z.enum(menuItemTypes),
    page_id: idField().nullable().default(null),
    section_id: z
      .string()
      .regex(/^section-[A-Za-z0-9_-]{1,60}$/, 'The section is invalid.')
      .nullable()
      .default(null),
    url: customUrl.default(''),
    new_window: z.boolean().default(false),
  })
  .strict();

export const menuItem: z.ZodType<MenuItem, unknown> = menuItemBase
  .extend({ children: z.lazy(() => z.array(menuItem)).default([]) })
  .superRefine((item, ctx) => {
    if (item.type === 'page' && item.page_id === null) {
      ctx.addIssue({ code: 'custom', path: ['page_id'], message: 'Choose the page this item links to.' });
    }
    if (item.type === 'section' && item.section_id === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['section_id'],
        message: 'Choose the section this item links to.',
      });
    }
    if (item.type === 'custom' && item.url === '') {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'The URL field is required.' });
    }
  }) as z.ZodType<MenuItem, unknown>;

/** Depth, count and unique ids are checked over the whole tree, with the path of the offender. */
export const menuItems = z.array(menuItem).superRefine((items, ctx) => {
  const seen = new Set<string>();
  let total = 0;
  const walk = (list: MenuItem[], depth: number, path: (string | number)[]) => {
    list.forEach((item, index) => {
      total++;
      const here = [...path, index];
      if (depth > MENU_MAX_DEPTH) {
        ctx.addIssue({
          code: 'custom',
          path: here,
          message: `Menus nest at most ${MENU_MAX_DEPTH} levels deep.`,
        });
      }
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: [...here, 'id'], message: 'Item ids must be unique.' });
      seen.add(item.id);
      walk(item.children, depth + 1, [...here, 'children']);
    });
  };
  walk(items, 1, []);
  if (total > MENU_MAX_ITEMS)
    ctx.addIssue({ code: 'custom', message: `A menu holds at most ${MENU_MAX_ITEMS} items.` });
});

export const menuName = z.string().trim().min(1, 'The name field is required.').max(80);

export const menuBody = z.object({ name: menuName, items: menuItems.default([]) }).strict();
export type MenuBody = z.input<typeof menuBody>;

export const updateMenuBody = z
  .object({ name: menuName, items: menuItems })
  .partial()
  .strict()
  .refine((body) => body.name !== undefined || body.items !== undefined, 'Nothing to update.');
export type UpdateMenuBody = z.input<typeof updateMenuBody>;

export const menuParams = childParams('menuId');

export const menuListQuery = pageQuery.extend({
  sort: z.enum(['id', 'name', 'created_at', 'updated_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type MenuListQuery = z.infer<typeof menuListQuery>;

export const menuSummary = z.object({
  id: z.number().int(),
  landing_id: z.number().int(),
  name: z.string(),
  /** Every item in the tree, nested ones included. */
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MenuSummary = z.infer<typeof menuSummary>;
export const menuListResponse = listEnvelope(menuSummary);

export const menuDetail = menuSummary.extend({
  items: z.array(menuItem),
  /** Items whose page no longer exists (shown as broken in the editor, skipped on the site). */
  broken_item_ids: z.array(z.string()),
});
export type MenuDetail = z.infer<typeof menuDetail>;
export const menuDetailResponse = itemEnvelope(menuDetail);

/**
 * Menus of a site (SPEC §7 "Menus: GET/POST/PUT/DELETE"), `view` to read and `edit_design` to
 * change; admins use them too, on the backing sites of admin templates.
 */
export const menuEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/landings/:id/menus',
    params: landingIdParams,
    query: menuListQuery,
    responses: { 200: menuListResponse },
    access: onSite('view', { admins: true }),
    summary: "A page of the website's menus: search, sort, paging",
    notes: '`{id, landing_id, name, item_count, created_at, updated_at}`; sorted by name unless asked.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/landings/:id/menus',
    params: landingIdParams,
    body: menuBody,
    responses: { 201: menuDetailResponse },
    access: onSite('edit_design', { admins: true }),
    summary: 'Adds a menu',
    notes: `Body \`{name, items?}\`: nested \`items\` (≤ ${MENU_MAX_DEPTH} levels, ≤ ${MENU_MAX_ITEMS} items) \`{id, label, type: page | section | custom, page_id, section_id, url, new_window, children}\`; linked pages and sections must exist on the site. Navigation elements with \`menuId\` render the menu; live pages leave out items whose page is not published. 201 with the menu.`,
  }),
  get: endpoint({
    method: 'GET',
    path: '/landings/:id/menus/:menuId',
    params: menuParams,
    responses: { 200: menuDetailResponse },
    access: onSite('view', { admins: true }),
    summary: 'One menu with its items',
    notes: '`broken_item_ids`: items whose page no longer exists (skipped on the site).',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/landings/:id/menus/:menuId',
    params: menuParams,
    body: updateMenuBody,
    responses: { 200: menuDetailResponse },
    access: onSite('edit_design', { admins: true }),
    summary: 'Renames a menu or replaces its items',
    notes:
      "Body `{name?, items?}`, the rules of adding one. The site's published pages and posts are rendered again.",
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/landings/:id/menus/:menuId',
    params: menuParams,
    responses: { 200: actionResult },
    access: onSite('edit_design', { admins: true }),
    summary: 'Deletes a menu',
    notes: "The site's published pages and posts are rendered again.",
  }),
};
