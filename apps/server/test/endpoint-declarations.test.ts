import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  allEndpoints,
  endpointKey,
  paramsMismatch,
  renderRouteTable,
  successStatus,
  withRouteTable,
} from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';

const apiDocs = path.resolve(import.meta.dirname, '../../../docs/api.md');

describe('endpoint declarations', () => {
  const declared = allEndpoints();

  it('name each method and path once', () => {
    const keys = declared.map(({ endpoint }) => endpointKey(endpoint));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('declare exactly the path parameters their paths have', () => {
    expect(declared.map(({ endpoint }) => paramsMismatch(endpoint)).filter(Boolean)).toEqual([]);
  });

  it('declare one success answer each', () => {
    for (const { endpoint } of declared) expect(() => successStatus(endpoint)).not.toThrow();
  });

  it('are what docs/api.md lists (`npm run docs:api` writes the table)', () => {
    const current = readFileSync(apiDocs, 'utf8');
    const expected = withRouteTable(current, renderRouteTable());
    expect(expected, 'docs/api.md lacks the route table markers').not.toBeNull();
    if (process.env.UPDATE_DOCS === '1' && expected !== current) writeFileSync(apiDocs, expected!);
    else expect(current).toBe(expected);
  });
});
