import { BREAKPOINTS } from '@tessera/document';

/**
 * Rules every page needs, whatever it contains: a small reset, the layout grid of sections,
 * rows and columns, visibility classes, background video, popups and reduced motion.
 */
export function baseCss(bodyFontStack: string): string {
  const mobile = `@media (max-width:${BREAKPOINTS.mobile}px)`;
  const notMobile = `@media (min-width:${BREAKPOINTS.mobile + 1}px)`;
  return [
    '*,*::before,*::after{box-sizing:border-box}',
    'html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}',
    `body{margin:0;font-family:${bodyFontStack};line-height:1.5;color:#1f2937;background:#fff;overflow-wrap:break-word}`,
    'img,video,iframe{max-width:100%}',
    'img,video{height:auto}',
    'h1,h2,h3,h4,h5,h6,p,figure,blockquote{margin:0}',
    '.rt h1,.rt h2,.rt h3,.rt h4,.rt h5,.rt h6{font:inherit;letter-spacing:inherit}',
    'a{color:inherit}',
    'button,input,select,textarea{font:inherit;color:inherit}',
    '.rt p+p,.rt p+ul,.rt ul+p,.rt p+ol,.rt ol+p{margin-top:.75em}',
    '.rt ul,.rt ol{margin:0;padding-left:1.25em}',
    '.sec{position:relative}',
    '.sec-in{margin:0 auto;width:100%}',
    '.row{width:100%}',
    '.row-in{display:flex;margin:0 auto;width:100%}',
    // Elements in a column keep a steady rhythm apart; an element's own margin adds to it.
    '.col{display:flex;flex-direction:column;min-width:0;gap:16px}',
    '.el{min-width:0}',
    '.bg-video{position:absolute;inset:0;overflow:hidden;z-index:-1;pointer-events:none}',
    '.bg-video video,.bg-video iframe{position:absolute;top:50%;left:50%;width:100%;height:100%;transform:translate(-50%,-50%);object-fit:cover;border:0}',
    '.has-bg-video{isolation:isolate}',
    '.v-hidden{display:none!important}',
    `${notMobile}{.v-mobile{display:none!important}}`,
    `${mobile}{.v-desktop{display:none!important}.row-in{flex-direction:column}.row-rev>.row-in{flex-direction:column-reverse}.row-in>.col{width:100%!important;flex-basis:auto!important}}`,
    // A header is a bar: on phones its columns (logo, menu button, call to action) stay side by
    // side at their own widths and wrap only when they do not fit, instead of stacking.
    `${mobile}{header.sec .row-in{flex-direction:row;flex-wrap:wrap;row-gap:12px}header.sec .row-rev>.row-in{flex-direction:row-reverse}header.sec .row-in>.col{width:auto!important}}`,
    '.anim{animation-fill-mode:both;animation-timing-function:ease-out}',
    '@media (prefers-reduced-motion:reduce){.anim{animation:none!important}html{scroll-behavior:auto}*{transition:none!important}}',
    '.empty-content{display:none}',
    '.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}',
    'dialog.popup{padding:0;border:0;background:transparent;max-width:calc(100vw - 24px);max-height:calc(100vh - 24px);width:100%;overflow:visible}',
    'dialog.popup::backdrop{background:var(--overlay,rgba(0,0,0,.6))}',
    'dialog.popup[data-position=top]{margin-top:24px}',
    'dialog.popup[data-position=bottom]{margin-bottom:24px}',
    '.popup-box{position:relative;margin:0 auto;background:#fff;max-height:calc(100vh - 24px);overflow:auto}',
    '.popup-close{position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;border-radius:50%;background:rgba(0,0,0,.06);font-size:24px;line-height:1;cursor:pointer;z-index:2}',
    '.edit-placeholder{padding:16px;border:1px dashed #94a3b8;color:#475569;background:#f8fafc;font:14px/1.4 system-ui,sans-serif;text-align:center}',
  ].join('');
}
