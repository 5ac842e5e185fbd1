import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';

/** The element id buyers' contacts are filed under: they come from a checkout, not a form. */
export const BUYER_ELEMENT_ID = 'order';

export interface Buyer {
  agencyId: number;
  landingId: number;
  pageId: number | null;
  email: string;
  name: string | null;
  /** What they bought: joined to the contact's `tags`, each once. */
  products: readonly string[];
}

/**
 * A buyer as a contact of the site: the site's contact with that e-mail gets the products as tags
 * (and a name if it had none), or a new contact is made. Answers its id and whether it is new, so
 * the caller tells the site's followers of a new contact (modules/contacts/announce.ts).
 */
export async function recordBuyer(db: Database, buyer: Buyer): Promise<{ id: number; created: boolean }> {
  const [known] = await db
    .select({ id: formSubmissions.id, data: formSubmissions.data })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.landingId, buyer.landingId),
        sql`lower(${formSubmissions.data}->>'email') = lower(${buyer.email})`,
      ),
    )
    .orderBy(desc(formSubmissions.createdAt))
    .limit(1);
  if (known) {
    const tags = mergeTags(typeof known.data.tags === 'string' ? known.data.tags : '', buyer.products);
    const name = typeof known.data.name === 'string' && known.data.name ? known.data.name : buyer.name;
    await db
      .update(formSubmissions)
      .set({ data: { ...known.data, tags, ...(name ? { name } : {}) } })
      .where(eq(formSubmissions.id, known.id));
    return { id: known.id, created: false };
  }
  const [row] = await db
    .insert(formSubmissions)
    .values({
      agencyId: buyer.agencyId,
      landingId: buyer.landingId,
      pageId: buyer.pageId,
      elementId: BUYER_ELEMENT_ID,
      data: {
        email: buyer.email,
        ...(buyer.name ? { name: buyer.name } : {}),
        tags: mergeTags('', buyer.products),
      },
      announced: false,
    })
    .returning({ id: formSubmissions.id });
  return { id: row!.id, created: true };
}

/** "A, B" plus C → "A, B, C": each tag once, in the order first given. */
export function mergeTags(held: string, added: readonly string[]): string {
  const tags = held
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  for (const tag of added) if (!tags.includes(tag)) tags.push(tag);
  return tags.join(', ');
}
