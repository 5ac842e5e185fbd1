/**
 * What the benchmarks (bench/serve, bench/upload, bench/weight, bench/billing, bench/checkout,
 * bench/scale) build in-process: the app from a config, a database (PGlite, or PostgreSQL) and a
 * mailer, the demo data, and a published page's response from its parts; the host memo's bound.
 * The server itself never imports this module; it exists so that other workspaces reach the
 * server through its package exports (`@tessera/server/embed`) rather than into its files.
 */
export { buildApp } from './app.ts';
export { loadConfig } from './config.ts';
export { openPglite, openPostgres } from './db/client.ts';
export { createMailer } from './lib/mail.ts';
export { RESIZE_MAX_WIDTH, VARIANT_WIDTHS } from './modules/files/images.ts';
export { DEMO_ACCOUNTS, seedDemoData } from './seed/demo.ts';
export { SiteAssets } from './sites/assets.ts';
export { bindPublishedHtml } from './sites/bind.ts';
export { MAX_KNOWN_HOSTS } from './sites/hosts.ts';
export { publishedPageHeaders } from './sites/policy.ts';
export { renderSnapshot } from './sites/render.ts';
export { type PreparedResponse, prepareResponse, sendPrepared } from './sites/response.ts';
export { SampleMedia } from './sites/sample-media.ts';
export { defaultRobotsTxt, plainNotFound } from './sites/site-cache.ts';
