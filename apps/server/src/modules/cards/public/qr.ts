import QRCode from 'qrcode';

/**
 * QR codes of card URLs (SVG and PNG). A card's code only changes with its URL, so each is made
 * once and kept in a small memo.
 */
const MAX_ENTRIES = 500;
const memo = new Map<string, Promise<string | Buffer>>();

function remember<T extends string | Buffer>(key: string, make: () => Promise<T>): Promise<T> {
  const known = memo.get(key);
  if (known) return known as Promise<T>;
  if (memo.size >= MAX_ENTRIES) memo.clear();
  const made = make();
  memo.set(key, made);
  made.catch(() => memo.delete(key));
  return made;
}

export function qrSvg(url: string): Promise<string> {
  return remember(`svg|${url}`, () =>
    QRCode.toString(url, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#111111', light: '#ffffff' },
    }),
  );
}

export function qrPng(url: string): Promise<Buffer> {
  return remember(`png|${url}`, () =>
    QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 768 }),
  );
}
