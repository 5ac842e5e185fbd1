/**
 * The agency's side of the app, in-process through `inject` on the app's host (bench/checkout does
 * not time it: it sets the shop up and checks the orders afterwards; bench/scale times its list
 * and publish calls): log in as an agency owner and call the API.
 */
import { DEMO_ACCOUNTS } from '@tessera/server/embed';
import { APP_HOST, type App } from './app.ts';

export interface Answer {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of each answer
  json(): any;
}

export interface AgencyApi {
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Answer>;
  /** The same, failing unless the answer is 2xx; its JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: as above
  expect(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<any>;
}

/** Signed in as the demo agency owner, or as the owner of `email` (bench/scale's agencies). */
export async function agencyOwner(app: App, password: string, email?: string): Promise<AgencyApi> {
  const owner = { email: email ?? DEMO_ACCOUNTS.find((account) => account.role === 'Agency')!.email };
  const send = async (method: string, url: string, token: string | null, payload?: object) => {
    const response = await app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { host: APP_HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  };
  const login = await send('POST', '/login', null, { email: owner.email, password });
  if (login.status !== 200) throw new Error(`login as ${owner.email}: ${login.status} ${login.body}`);
  const token = login.json().access_token as string;
  const call: AgencyApi['call'] = (method, url, payload) => send(method, url, token, payload);
  return {
    call,
    async expect(method, url, payload) {
      const answer = await call(method, url, payload);
      if (answer.status < 200 || answer.status >= 300)
        throw new Error(`${method} ${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
      return answer.json();
    },
  };
}
