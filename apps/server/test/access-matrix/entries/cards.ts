import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  agencies,
  cardContacts,
  cardIntegrations,
  cards,
  cardTransfers,
  cardUsers,
  users,
} from '../../../src/db/schema/index.ts';
import { multipartBody } from '../../multipart.ts';
import {
  defineAccessMatrix,
  type MatrixCaller,
  type MatrixEntry,
  type MatrixResponse,
  type MatrixWorld,
} from '../matrix.ts';

/**
 * A card is its owner's (and the agency owner's): users it is not shared with, even of the same
 * agency, get 404 like another agency's owner; admins are not named by the routes (403).
 */
const CARD_HIDDEN = { agencyUser: 404, websiteUserWith: 404, websiteUserWithout: 404 } as const;

/** No limit gets in the way of the walk's many creations. */
async function roomForCards(w: MatrixWorld): Promise<void> {
  await w.db.update(agencies).set({ cardLimit: 10_000 });
}

/** A fresh card of agency A owned by cardUser, for routes that change or delete it. */
async function newCard(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(cards)
    .values({ agencyId: w.agencyId, ownerUserId: w.users.cardUser.id, name: `Matrix card ${w.unique()}` })
    .returning({ id: cards.id });
  return row!.id;
}

async function emailOf(w: MatrixWorld, userId: number): Promise<string> {
  const [row] = await w.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

/** A fresh card-user of agency A given the target card. */
async function sharedUser(w: MatrixWorld): Promise<number> {
  const userId = await w.newUser('CardUser');
  await w.db.insert(cardUsers).values({ cardId: w.cardId, userId, permissions: ['view'] });
  return userId;
}

/** A pending transfer of a fresh agency-A card, offered to the caller. */
async function transferTo(w: MatrixWorld, caller: MatrixCaller): Promise<number> {
  const email = caller === 'anonymous' ? 'nobody@example.com' : w.users[caller].email;
  const cardId = await newCard(w);
  const [row] = await w.db
    .insert(cardTransfers)
    .values({
      cardId,
      cardName: 'Matrix card',
      agencyId: w.agencyId,
      fromUserId: w.users.cardUser.id,
      toEmail: email,
    })
    .returning({ id: cardTransfers.id });
  return row!.id;
}

async function newIntegration(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(cardIntegrations)
    .values({
      agencyId: w.agencyId,
      name: `Matrix ${w.unique()}`,
      kind: 'email',
      target: 'leads@example.com',
    })
    .returning({ id: cardIntegrations.id });
  return row!.id;
}

/** A card list must hold only cards of the caller's agency (and, for users, only their own). */
function onlyOwnCards(w: MatrixWorld, caller: MatrixCaller, response: MatrixResponse): string | null {
  const data = (response.body as { data?: Array<{ id: number }> }).data ?? [];
  const sawTarget = data.some((card) => card.id === w.cardId);
  const mayOpen = caller === 'cardUser' || caller === 'owner';
  return sawTarget && !mayOpen ? `${caller} sees agency A's card it was never given` : null;
}

const cardEntry = (entry: MatrixEntry): MatrixEntry => ({
  ...entry,
  expect: { ...CARD_HIDDEN, ...entry.expect },
});

const upload = async () => {
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const { payload, headers } = await multipartBody({}, { name: 'photo.png', bytes });
  return { body: payload, headers };
};

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /cards', check: onlyOwnCards },
  {
    route: 'POST /cards',
    request: async (w) => {
      await roomForCards(w);
      return { body: { name: `Matrix ${w.unique()}` } };
    },
  },
  { route: 'GET /cards/transfers' },
  cardEntry({ route: 'GET /cards/:id', request: (w) => ({ params: { id: w.cardId } }) }),
  cardEntry({
    route: 'PUT /cards/:id',
    request: async (w) => {
      const [row] = await w.db.select({ version: cards.version }).from(cards).where(eq(cards.id, w.cardId));
      return { params: { id: w.cardId }, body: { name: 'Matrix Card', version: row!.version } };
    },
  }),
  cardEntry({
    route: 'POST /cards/:id/clone',
    request: async (w) => {
      await roomForCards(w);
      return { params: { id: w.cardId } };
    },
  }),
  cardEntry({ route: 'DELETE /cards/:id', request: async (w) => ({ params: { id: await newCard(w) } }) }),
  cardEntry({ route: 'GET /cards/:id/contacts', request: (w) => ({ params: { id: w.cardId } }) }),
  cardEntry({ route: 'GET /cards/:id/contacts/export', request: (w) => ({ params: { id: w.cardId } }) }),
  cardEntry({
    route: 'DELETE /cards/:id/contacts/:contactId',
    request: async (w) => {
      const [row] = await w.db
        .insert(cardContacts)
        .values({ cardId: w.cardId, agencyId: w.agencyId, data: { fullname: 'Matrix Lead' } })
        .returning({ id: cardContacts.id });
      return { params: { id: w.cardId, contactId: row!.id } };
    },
  }),
  cardEntry({
    route: 'POST /cards/:id/contacts/:contactId/not-spam',
    request: async (w) => {
      const [row] = await w.db
        .insert(cardContacts)
        .values({
          cardId: w.cardId,
          agencyId: w.agencyId,
          data: { fullname: 'Matrix Spam' },
          spamReason: 'honeypot',
          announced: false,
        })
        .returning({ id: cardContacts.id });
      return { params: { id: w.cardId, contactId: row!.id } };
    },
  }),
  cardEntry({ route: 'GET /cards/:id/users', request: (w) => ({ params: { id: w.cardId } }) }),
  cardEntry({
    route: 'POST /cards/:id/users/check-email',
    request: (w) => ({ params: { id: w.cardId }, body: { email: `someone-${w.unique()}@example.com` } }),
  }),
  cardEntry({
    route: 'POST /cards/:id/users',
    request: async (w) => ({
      params: { id: w.cardId },
      body: { email: await emailOf(w, await w.newUser('CardUser')), permissions: ['view'] },
    }),
  }),
  cardEntry({
    route: 'PUT /cards/:id/users/:userId',
    request: async (w) => ({
      params: { id: w.cardId, userId: await sharedUser(w) },
      body: { permissions: ['view', 'edit_design'] },
    }),
  }),
  cardEntry({
    route: 'DELETE /cards/:id/users/:userId',
    request: async (w) => ({ params: { id: w.cardId, userId: await sharedUser(w) } }),
  }),
  cardEntry({
    route: 'POST /cards/:id/transfer',
    request: async (w) => ({
      params: { id: await newCard(w) },
      body: { email: `recipient-${w.unique()}@example.com` },
    }),
  }),
  cardEntry({
    route: 'DELETE /cards/:id/transfer',
    request: async (w, caller) => {
      const transferId = await transferTo(w, caller);
      const [row] = await w.db
        .select({ cardId: cardTransfers.cardId })
        .from(cardTransfers)
        .where(eq(cardTransfers.id, transferId));
      return { params: { id: row!.cardId! } };
    },
  }),
  cardEntry({ route: 'GET /cards/:id/stats', request: (w) => ({ params: { id: w.cardId } }) }),
  { route: 'GET /users/card-transfers-requests' },
  {
    route: 'POST /users/card-transfers-requests/:id/confirm',
    note: 'A transfer offered to the caller; cards may move across agencies.',
    request: async (w, caller) => {
      await roomForCards(w);
      return { params: { id: await transferTo(w, caller) } };
    },
  },
  {
    route: 'POST /users/card-transfers-requests/:id/decline',
    request: async (w, caller) => ({ params: { id: await transferTo(w, caller) } }),
  },
  { route: 'GET /cards-integrations' },
  {
    route: 'POST /cards-integrations',
    request: (w) => ({ body: { name: `Inbox ${w.unique()}`, kind: 'email', target: 'leads@example.com' } }),
  },
  {
    route: 'PUT /cards-integrations/:id',
    request: async (w) => ({
      params: { id: await newIntegration(w) },
      body: { name: `Renamed ${w.unique()}`, kind: 'email', target: 'sales@example.com' },
    }),
  },
  {
    route: 'GET /cards-integrations/:id/deliveries',
    note: 'The delivery log is the agency owner’s, like changing the integration.',
    request: async (w) => ({ params: { id: await newIntegration(w) } }),
  },
  {
    route: 'DELETE /cards-integrations/:id',
    request: async (w) => ({ params: { id: await newIntegration(w) } }),
  },
  { route: 'POST /cards/images/upload-image', request: upload },
  { route: 'POST /cards/images/upload-logo-image', request: upload },
]);
