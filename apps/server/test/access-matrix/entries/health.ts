import { defineAccessMatrix } from '../matrix.ts';

export const accessMatrix = defineAccessMatrix([{ route: 'GET /health' }, { route: 'GET /ready' }]);
