import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { AUTO_LOGIN_TTL_MS, autoLoginHash } from '../../../src/modules/auth/service.ts';
import { issueToken } from '../../../src/modules/auth/session.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A fresh user to sign in as, so a password route never changes a world user's password. */
async function signInAs(w: MatrixWorld) {
  const id = await w.newUser('WebsiteUser');
  const [user] = await w.db.select().from(users).where(eq(users.id, id));
  return user!;
}

export const accessMatrix = defineAccessMatrix([
  {
    route: 'POST /login',
    request: async (w) => ({ body: { email: (await signInAs(w)).email, password: w.password } }),
  },
  { route: 'POST /logout' },
  {
    route: 'POST /register',
    request: (w) => ({
      body: {
        name: 'New Owner',
        agency_name: 'New Agency',
        email: `${w.unique()}@register.test`,
        password: w.password,
      },
    }),
  },
  {
    route: 'POST /check-email',
    request: (w) => ({ body: { email: w.users.owner.email } }),
  },
  {
    route: 'POST /check-validity',
    request: async (w) => {
      const user = await signInAs(w);
      return {
        body: {
          uid: user.id,
          access_token: autoLoginHash(w.config.SECRET_KEY, user, Date.now() + AUTO_LOGIN_TTL_MS),
        },
      };
    },
  },
  {
    route: 'POST /passwords/reset',
    request: (w) => ({ body: { email: w.users.websiteUserWith.email } }),
  },
  // Setting the same password again: the route runs for real without moving the world's password.
  {
    route: 'POST /passwords/change',
    request: (w) => ({ body: { current_password: w.password, password: w.password } }),
  },
  {
    route: 'POST /change-password',
    request: (w) => ({ body: { current_password: w.password, password: w.password } }),
  },
  {
    route: 'POST /impersonate/:id',
    note: 'Admins act as agency owners, an owner as its own users; anyone else is told the user does not exist.',
    request: (w, caller) => ({
      params: { id: caller === 'admin' ? w.users.owner.id : w.users.agencyUser.id },
    }),
  },
  {
    route: 'DELETE /impersonate',
    note: 'Sent with an impersonation token of the caller (an admin acting as them).',
    request: async (w, caller) => {
      if (caller === 'anonymous') return {};
      const admin = await issueToken(w.db, w.users.admin.id, w.config.tokenTtlMs);
      const acting = await issueToken(w.db, w.users[caller].id, w.config.tokenTtlMs, {
        impersonation: { userId: w.users.admin.id, sessionId: admin.sessionId },
      });
      return { token: acting.accessToken };
    },
  },
]);
