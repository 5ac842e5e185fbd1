import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';
import { agencies, whitelabels } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  const [whitelabel] = await t.database.db.select().from(whitelabels);
  await t.database.db.insert(agencies).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      whitelabelId: whitelabel!.id,
      name: `Studio ${String(i + 1).padStart(2, '0')}`,
      subscribed: true,
    })),
    { whitelabelId: whitelabel!.id, name: 'Gone Agency', status: 'archived' as const },
    { whitelabelId: whitelabel!.id, name: 'Free Folk 50%', freeRegister: true },
  ]);
});
afterAll(() => t.close());

const list = (query: string) => t.request({ method: 'GET', url: `/api/v1/agencies${query}`, token: admin });

describe('GET /agencies', () => {
  it('pages 10 at a time sorted by id ascending, with the total', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toEqual({ total: 14, page: 1, per_page: 10 });
    expect(data).toHaveLength(10);
    const ids = data.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(data[0]).toMatchObject({ name: 'Demo Agency', owner: { email: DEMO.agency } });
    const second = (await list('?page=2')).json();
    expect(second.data).toHaveLength(4);
  });

  it('filters by status tab and searches names literally', async () => {
    expect((await list('?status=archived')).json().data.map((a: { name: string }) => a.name)).toEqual([
      'Gone Agency',
    ]);
    expect((await list('?status=free_register')).json().data.map((a: { name: string }) => a.name)).toEqual([
      'Free Folk 50%',
    ]);
    expect((await list('?search=50%25')).json().meta.total).toBe(1);
    expect((await list('?search=studio 1')).json().meta.total).toBe(3);
    expect((await list('?search=agency@demo')).json().data[0].name).toBe('Demo Agency');
  });

  it('sorts by name descending', async () => {
    const names = (await list('?sort=name&order=desc&per_page=3'))
      .json()
      .data.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Studio 12', 'Studio 11', 'Studio 10']);
  });

  it('answers 422 on a bad query and 403 to non-admins', async () => {
    const bad = await list('?page=0&sort=password&status=nope');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'sort', 'status']);
    const owner = await t.request({
      method: 'GET',
      url: '/api/v1/agencies',
      token: await t.login(DEMO.agency),
    });
    expect(owner.statusCode).toBe(403);
  });
});
