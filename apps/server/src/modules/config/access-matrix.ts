import { defineAccessMatrix } from '../../lib/access-matrix.ts';

export const accessMatrix = defineAccessMatrix([{ route: 'GET /config', scope: { kind: 'public' } }]);
