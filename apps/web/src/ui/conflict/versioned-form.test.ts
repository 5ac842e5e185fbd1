import { describe, expect, it } from 'vitest';
import { conflicts, rebase } from './versioned-form.ts';

describe('versioned forms', () => {
  const base = { value: { name: 'Olive' }, version: 3 };

  it('keeps its baseline while the record has not moved on', () => {
    expect(rebase(base, { value: { name: 'Olive' }, version: 3 }, true)).toEqual({
      base,
      takeServerValue: false,
    });
  });

  it('ignores an older copy (one fetched before its own save landed)', () => {
    expect(rebase(base, { value: { name: 'Old' }, version: 2 }, false)).toEqual({
      base,
      takeServerValue: false,
    });
  });

  it('adopts a newer version when the change was elsewhere in the record, edited or not', () => {
    const server = { value: { name: 'Olive' }, version: 5 };
    expect(rebase(base, server, true)).toEqual({
      base: { value: { name: 'Olive' }, version: 5 },
      takeServerValue: false,
    });
    expect(rebase(base, server, false).base.version).toBe(5);
    expect(conflicts(base, server)).toBe(false);
  });

  it('takes the newer copy into an unedited form', () => {
    const server = { value: { name: 'Oscar' }, version: 4 };
    expect(rebase(base, server, false)).toEqual({ base: server, takeServerValue: true });
  });

  it('keeps an edited form on its old version when its own part changed, so saving meets the conflict', () => {
    const server = { value: { name: 'Oscar' }, version: 4 };
    expect(rebase(base, server, true)).toEqual({ base, takeServerValue: false });
    expect(conflicts(base, server)).toBe(true);
  });
});
