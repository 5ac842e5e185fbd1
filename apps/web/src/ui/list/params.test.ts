import { MAX_LIST_ROWS } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  listSetup,
  nextSort,
  pageCount,
  rangeLabel,
  readListParams,
  sortDirection,
  writeListParams,
} from './params.ts';

const config = {
  sortFields: ['id', 'name', 'created_at'] as const,
  defaultSort: 'id' as const,
  defaultOrder: 'asc' as const,
};
const newestFirst = {
  sortFields: ['title', 'updated_at'] as const,
  defaultSort: 'updated_at' as const,
  defaultOrder: 'desc' as const,
};
const q = (s: string) => new URLSearchParams(s);

describe('readListParams', () => {
  it('uses the defaults for an empty query', () => {
    expect(readListParams(q(''), config)).toEqual({ page: 1, search: '', sort: 'id', order: 'asc' });
    expect(readListParams(q(''), newestFirst)).toEqual({
      page: 1,
      search: '',
      sort: 'updated_at',
      order: 'desc',
    });
  });

  it('reads valid values', () => {
    expect(readListParams(q('page=3&search=%20acme%20&sort=name&order=desc'), config)).toEqual({
      page: 3,
      search: 'acme',
      sort: 'name',
      order: 'desc',
    });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5'])('falls back to page 1 for %s', (s) => {
    expect(readListParams(q(s), config).page).toBe(1);
  });

  it.each(['sort=password', 'sort=-id', 'sort='])('ignores an unknown sort (%s)', (s) => {
    expect(readListParams(q(s), config).sort).toBe('id');
  });

  it('ignores an unknown order', () => {
    expect(readListParams(q('order=sideways'), newestFirst).order).toBe('desc');
  });
});

describe('writeListParams', () => {
  it('drops default values from the URL', () => {
    const current = q('page=2&search=x&sort=name&order=desc');
    expect(
      writeListParams(current, { page: 1, search: '', sort: 'id', order: 'asc' }, config).toString(),
    ).toBe('');
  });

  it('a new search or sort goes back to page 1', () => {
    expect(writeListParams(q('page=4'), { search: 'acme' }, config).toString()).toBe('search=acme');
    expect(writeListParams(q('page=4&search=acme'), { sort: 'name', order: 'desc' }, config).toString()).toBe(
      'search=acme&sort=name&order=desc',
    );
  });

  it('writes an order that differs from the default even for another column', () => {
    expect(writeListParams(q(''), { sort: 'title', order: 'asc' }, newestFirst).toString()).toBe(
      'sort=title&order=asc',
    );
  });

  it('changing the page keeps search and sort, and leaves other parameters alone', () => {
    expect(writeListParams(q('search=acme&sort=name&tab=x'), { page: 2 }, config).toString()).toBe(
      'search=acme&sort=name&tab=x&page=2',
    );
  });
});

describe('sorting', () => {
  type F = 'id' | 'name';
  it('a new column starts ascending; the same column flips', () => {
    expect(nextSort<F>({ sort: 'id', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort<F>({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort<F>({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
  });

  it('reports aria-sort per column', () => {
    expect(sortDirection<F>({ sort: 'name', order: 'desc' }, 'name')).toBe('descending');
    expect(sortDirection<F>({ sort: 'name', order: 'asc' }, 'name')).toBe('ascending');
    expect(sortDirection<F>({ sort: 'name', order: 'asc' }, 'id')).toBe('none');
  });
});

describe('pagination labels', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('stops at the last page the API answers (its first MAX_LIST_ROWS rows)', () => {
    expect(pageCount(MAX_LIST_ROWS * 10, 10)).toBe(MAX_LIST_ROWS / 10);
    expect(pageCount(MAX_LIST_ROWS * 10, 30)).toBe(Math.ceil(MAX_LIST_ROWS / 30));
  });

  it('describes the visible range', () => {
    expect(rangeLabel(2, 10, 42)).toBe('11–20 of 42');
    expect(rangeLabel(5, 10, 42)).toBe('41–42 of 42');
    expect(rangeLabel(1, 10, 0)).toBe('0 results');
    expect(rangeLabel(1, 10, 99967, true)).toBe('1–10 of about 99967');
  });
});

describe('listSetup', () => {
  const schema = {
    parse: () => ({ per_page: 10, sort: 'name' as const, order: 'asc' as const }),
    shape: { sort: { unwrap: () => ({ options: ['name', 'created_at'] as const }) } },
  };

  it("takes the page size, sort fields and defaults from the contract's query schema", () => {
    expect(listSetup(schema)).toEqual({
      perPage: 10,
      config: { sortFields: ['name', 'created_at'], defaultSort: 'name', defaultOrder: 'asc' },
    });
  });

  it('lets a screen show longer pages or start with another sort', () => {
    expect(listSetup(schema, { perPage: 20, defaultSort: 'created_at', defaultOrder: 'desc' })).toEqual({
      perPage: 20,
      config: { sortFields: ['name', 'created_at'], defaultSort: 'created_at', defaultOrder: 'desc' },
    });
  });
});
