import { defineAccessMatrix } from '../matrix.ts';

const ids = (body: unknown) => ((body as { data?: { id: number }[] }).data ?? []).map((row) => row.id);

/** Admins manage administrators, not agency users: an agency's user is "not found" to them here. */
const adminSeesNoMembers = { admin: 404 } as const;

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /users',
    check: (w, caller, response) => {
      const listed = ids(response.body);
      const members = [w.users.agencyUser.id, w.users.websiteUserWith.id, w.users.cardUser.id];
      if (caller !== 'owner' && members.some((id) => listed.includes(id))) return "lists agency A's users";
      if (listed.includes(w.users.owner.id) || listed.includes(w.users.otherOwner.id))
        return 'lists an agency owner';
      return null;
    },
  },
  {
    route: 'POST /users',
    request: (w, caller) => ({
      body: {
        name: 'New Person',
        email: `${w.unique()}@users.test`,
        password: w.password,
        role: caller === 'admin' ? 'Admin' : 'WebsiteUser',
      },
    }),
  },
  {
    route: 'GET /users/:id',
    expect: adminSeesNoMembers,
    request: (w) => ({ params: { id: w.users.agencyUser.id } }),
  },
  {
    route: 'PUT /users/:id',
    expect: adminSeesNoMembers,
    request: async (w) => ({
      params: { id: await w.newUser('AgencyUser') },
      body: { name: 'Renamed Person' },
    }),
  },
  {
    route: 'DELETE /users/:id',
    expect: adminSeesNoMembers,
    request: async (w) => ({ params: { id: await w.newUser('WebsiteUser') } }),
  },
  {
    route: 'POST /users/:id/change-password',
    note: 'Admins may set any non-admin password (support), owners their members’.',
    request: async (w) => ({ params: { id: await w.newUser('AgencyUser') }, body: { password: w.password } }),
  },
  {
    route: 'GET /user-landings/:id',
    request: (w) => ({ params: { id: w.users.websiteUserWith.id } }),
  },
  {
    route: 'PUT /user-landings/:id',
    request: async (w) => ({
      params: { id: await w.newUser('WebsiteUser') },
      body: { landings: [{ landing_id: w.siteId, permissions: ['view'] }] },
    }),
  },
  {
    route: 'POST /landings/multiple-users',
    request: (w) => ({
      body: { csv: `name,email,role,password\nImported,${w.unique()}@csv.test,WebsiteUser,${w.password}\n` },
    }),
  },
]);
