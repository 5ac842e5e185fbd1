import { BREAKPOINTS } from '@tessera/document';

const mobile = `@media (max-width:${BREAKPOINTS.mobile}px)`;
const notMobile = `@media (min-width:${BREAKPOINTS.mobile + 1}px)`;
const ghost = 'opacity:.38;outline:1px dashed #94a3b8;outline-offset:-1px';

/**
 * Canvas-only rules on top of the page's own CSS: what is hidden on this device stays visible
 * (ghosted) so it can be selected, entrance animations do not replay on every edit, empty
 * containers give something to drop onto, and inline text editing looks like the text itself.
 */
export const EDITOR_CANVAS_CSS = [
  'html,body{min-height:100%}',
  // The page scrolls smoothly for visitors; the editor scrolls it directly (edge scrolling while dragging).
  'html{scroll-behavior:auto!important}',
  'body{cursor:default}',
  '[data-part=root]{min-height:100vh}',
  // A section's host only carries its shadow root; the section inside lays out as on the page.
  '.tessera-section-host{display:contents}',
  '.anim{animation:none!important}',
  'a,button,summary,label,input,select,textarea{cursor:default}',
  // Hidden everywhere, or on the device being shown: ghosted, still selectable.
  `.sec.v-hidden,.row.v-hidden,.el.v-hidden{display:block!important;${ghost}}`,
  `.col.v-hidden{display:flex!important;${ghost}}`,
  `${mobile}{.sec.v-desktop,.row.v-desktop,.el.v-desktop{display:block!important;${ghost}}.col.v-desktop{display:flex!important;${ghost}}}`,
  `${notMobile}{.sec.v-mobile,.row.v-mobile,.el.v-mobile{display:block!important;${ghost}}.col.v-mobile{display:flex!important;${ghost}}}`,
  // Empty text shows a prompt instead of collapsing (SPEC §4: empty-content is for live pages).
  '.el .empty-content{display:block!important;min-height:1.3em}',
  '.el .rt.empty-content:empty::before{content:"Click to write";color:#94a3b8}',
  '.el-headline,.el-h1,.el-h2,.el-h3,.el-subheadline,.el-paragraph{cursor:text}',
  // Empty columns and sections.
  '.col:empty{min-height:72px;border:1px dashed #cbd5e1;border-radius:6px;background:repeating-linear-gradient(135deg,#f8fafc 0 8px,#f1f5f9 8px 16px);align-items:center;justify-content:center}',
  '.col:empty::after{content:"Drop elements here";font:500 12px/1.2 system-ui,sans-serif;color:#64748b;padding:8px}',
  '.sec-in:empty{min-height:96px;border:1px dashed #cbd5e1;border-radius:6px;display:flex;align-items:center;justify-content:center}',
  '.sec-in:empty::after{content:"Drop a row or elements here";font:500 12px/1.2 system-ui,sans-serif;color:#64748b}',
  '.tessera-empty-page{margin:48px auto;max-width:640px;min-height:240px;border:2px dashed #94a3b8;border-radius:12px;display:flex;flex-direction:column;gap:8px;align-items:center;justify-content:center;text-align:center;font:15px/1.5 system-ui,sans-serif;color:#475569;padding:24px}',
  '.tessera-empty-page strong{font-size:18px;color:#0f172a}',
  // Inline text editing.
  '.ProseMirror{outline:none;white-space:pre-wrap;word-wrap:break-word;min-height:1.3em}',
  '.ProseMirror p.is-editor-empty:first-child::before{content:attr(data-placeholder);color:#94a3b8;float:left;height:0;pointer-events:none}',
  '.tessera-broken{padding:12px;border:1px dashed #ef4444;color:#b91c1c;background:#fef2f2;font:13px/1.4 system-ui,sans-serif}',
  // An open popup is drawn over the page, as visitors see it.
  '.tessera-popup-layer{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--overlay,rgba(0,0,0,.6));overflow:auto}',
  '.tessera-popup-layer[data-position=top]{align-items:flex-start}',
  '.tessera-popup-layer[data-position=bottom]{align-items:flex-end}',
  '.tessera-popup-layer>.popup-box{width:100%;max-height:none}',
].join('');
