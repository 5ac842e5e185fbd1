import { describe, expect, it } from 'vitest';
import { buildVCard, escapeText, foldLine, vcardFileName } from './vcard.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('vCard writer', () => {
  it('escapes backslashes, commas, semicolons and newlines', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `NOTE:${'é漢😀'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('writes hostile values so no line injects a property', () => {
    const card = buildVCard({
      uid: 'urn:tessera:card:x',
      fullName: 'Eve\r\nEND:VCARD\r\nBEGIN:VCARD',
      organization: 'A;B,C',
      emails: ['eve@example.com'],
      urls: [{ url: 'https://example.com/a,b;c d' }],
    });
    const lines = card.split('\r\n');
    expect(lines.filter((l) => l === 'END:VCARD')).toHaveLength(1);
    expect(card).toContain('ORG:A\\;B\\,C');
    expect(card).toContain('URL:https://example.com/a%2Cb%3Bc%20d');
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
  });

  it('escapes semicolons in free text in vCard 3.0 (RFC 2426) and writes them as is in 4.0', () => {
    const input = {
      uid: 'urn:tessera:card:x',
      fullName: 'Ann; Lee',
      title: 'Sales; EMEA, North',
      note: 'Hi; there',
      emails: ['a;b@example.com'],
    };
    const v3 = buildVCard(input, '3.0');
    expect(v3).toContain('FN:Ann\\; Lee\r\n');
    expect(v3).toContain('TITLE:Sales\\; EMEA\\, North\r\n');
    expect(v3).toContain('NOTE:Hi\\; there\r\n');
    expect(v3).toContain('EMAIL;TYPE=INTERNET:a\\;b@example.com\r\n');
    // RFC 2426 text-value: no bare semicolon or comma after the property's colon.
    for (const line of v3.split('\r\n').filter((l) => /^(FN|TITLE|NOTE|EMAIL)[;:]/.test(l))) {
      expect(line.slice(line.indexOf(':') + 1)).not.toMatch(/(^|[^\\])[;,]/);
    }
    const v4 = buildVCard(input, '4.0');
    expect(v4).toContain('TITLE:Sales; EMEA\\, North\r\n');
    expect(v4).toContain('N:Lee;Ann\\;;;;\r\n');
  });

  it('names the download in ASCII', () => {
    expect(vcardFileName('Zoë Ærø-Smith')).toBe('zoe-r-smith.vcf');
    expect(vcardFileName('漢字')).toBe('contact.vcf');
  });
});
