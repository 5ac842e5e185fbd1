/**
 * The JavaScript a published page makes a browser load, read from the page as the app serves it:
 * each script tag's file fetched from the app as the browser fetches it, and gzipped at level 9.
 * Island files (`/_assets/islands/…`, from `npm run build`) are our own code; Stripe.js, which
 * the checkout island loads from the address in `data-stripe-js`, is Stripe's and is named apart.
 */
import { gzipSync } from 'node:zlib';
import { siteRequest } from './buyer.ts';

const ISLANDS = '/_assets/islands/';

export interface ScriptWeight {
  /** The island's name (its file is `{name}.{hash}.js`). */
  name: string;
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageScripts {
  ours: ScriptWeight[];
  /** Script addresses that are not our islands (none expected: Stripe.js is loaded by an island). */
  foreign: string[];
  /** Inline scripts that are code (JSON data blocks are not). */
  inlineCode: number;
  /** Stripe.js's address, where the page names one for its checkout island to load. */
  stripeJs: string | null;
}

export async function pageScripts(port: number, siteHost: string, path: string): Promise<PageScripts> {
  const page = await siteRequest(port, siteHost, 'GET', path);
  if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
  const ours: ScriptWeight[] = [];
  const foreign: string[] = [];
  let inlineCode = 0;
  for (const [, attributes = ''] of page.body.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc="([^"]*)"/i.exec(attributes)?.[1];
    if (src === undefined) {
      if (!/type="application\/(ld\+)?json"/i.test(attributes)) inlineCode++;
      continue;
    }
    const url = new URL(src, `http://${siteHost}`);
    if (url.host !== siteHost || !url.pathname.startsWith(ISLANDS)) {
      foreign.push(src);
      continue;
    }
    const file = await siteRequest(port, siteHost, 'GET', url.pathname);
    if (file.status !== 200) throw new Error(`GET ${url.pathname} answered ${file.status}`);
    ours.push({
      name: url.pathname.slice(ISLANDS.length).split('.')[0] ?? '',
      src: url.pathname,
      bytes: file.bytes.byteLength,
      gzipBytes: gzipSync(file.bytes, { level: 9 }).byteLength,
    });
  }
  const stripeJs = /\bdata-stripe-js="([^"]*)"/.exec(page.body)?.[1] ?? null;
  return { ours, foreign, inlineCode, stripeJs };
}
