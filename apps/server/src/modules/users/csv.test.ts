import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes, CRLF and blank lines with their line numbers', () => {
    const rows = parseCsv('\uFEFFname,email\r\n"Doe, Jane","a@b.c"\r\n\r\n"Say ""hi""\nthere",x@y.z\n');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'email'] },
      { line: 2, cells: ['Doe, Jane', 'a@b.c'] },
      { line: 4, cells: ['Say "hi"\nthere', 'x@y.z'] },
    ]);
  });

  it('keeps a last row without a line end', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });
});
