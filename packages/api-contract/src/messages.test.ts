import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './messages.ts';

function messageOf(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]!.message;
}

describe('validation messages people can act on', () => {
  it('says what a value should be in words, never a type name', () => {
    const body = z.object({ position: z.number(), title: z.string(), items: z.array(z.string()) });
    expect(messageOf(body, { position: 'x', title: 't', items: [] })).toBe('The position must be a number.');
    expect(messageOf(body, { position: 1, title: 3, items: [] })).toBe('The title must be text.');
    expect(messageOf(body, { position: 1, title: 't', items: 'a' })).toBe('The items must be a list.');
    expect(messageOf(body, { title: 't', items: [] })).toBe('The position field is required.');
  });

  it('names the record an id stands for instead of “the id must be a number”', () => {
    const params = z.object({ id: z.coerce.number().int().positive() });
    expect(messageOf(params, { id: 'abc' })).toBe('That item does not exist.');
    expect(messageOf(params, { id: '0' })).toBe('That item does not exist.');
    const body = z.object({ landing_id: z.number().int(), pageId: z.number().int() });
    expect(messageOf(body, { pageId: 1 })).toBe('Choose a website.');
    expect(messageOf(body, { landing_id: 1, pageId: 'x' })).toBe('That page does not exist.');
  });

  it('calls a landing a website in field names', () => {
    expect(messageOf(z.object({ landing: z.string() }), {})).toBe('The website field is required.');
  });
});
