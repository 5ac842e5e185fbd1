import { defineAccessMatrix } from '../../lib/access-matrix.ts';

export const accessMatrix = defineAccessMatrix([{ route: 'GET /audit-log', scope: { kind: 'platform' } }]);
