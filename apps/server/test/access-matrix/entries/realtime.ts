import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /realtime',
    ok: 404,
    note: 'A websocket: a plain GET is 404 for everyone; the socket authenticates in its first message (contacts.test.ts).',
  },
]);
