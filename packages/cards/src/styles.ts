import type { ButtonTheme, ContactCardOptions, HoverEffect } from '@tessera/document';

/**
 * The card page's stylesheet: one base, one block per design, the button theme's corners and
 * only the hover animation in use. System fonts only, so the page loads no font files.
 */

function hexChannels(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** A card design's two colours. */
export interface CardColors {
  color: string;
  secondary: string;
}

/** Black or white, whichever reads better on the colour (WCAG contrast); white for non-hex colours. */
export function textOn(color: string): string {
  const rgb = hexChannels(color);
  if (!rgb) return '#ffffff';
  const l = luminance(rgb);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#111111' : '#ffffff';
}

const RADIUS: Record<ButtonTheme, string> = {
  '3d': '10px',
  square: '0',
  '5pt-corner': '5px',
  '10pt-corner': '10px',
  '15pt-corner': '15px',
  '20pt-corner': '20px',
  pill: '999px',
};

const HOVER: Record<HoverEffect, string> = {
  none: '',
  grow: '.hv-grow:hover{transform:scale(1.05)}',
  shrink: '.hv-shrink:hover{transform:scale(.95)}',
  pulse: '.hv-pulse:hover{animation:hv 1s infinite}@keyframes hv{50%{transform:scale(1.06)}}',
  float: '.hv-float:hover{transform:translateY(-4px)}',
  sink: '.hv-sink:hover{transform:translateY(4px)}',
  bob: '.hv-bob:hover{animation:hv .9s infinite alternate}@keyframes hv{to{transform:translateY(-5px)}}',
  wobble:
    '.hv-wobble:hover{animation:hv .6s}@keyframes hv{33%{transform:rotate(-3deg)}66%{transform:rotate(3deg)}}',
  buzz: '.hv-buzz:hover{animation:hv .15s 4}@keyframes hv{50%{transform:translateX(2px)}}',
  shake:
    '.hv-shake:hover{animation:hv .4s}@keyframes hv{25%{transform:translateX(-4px)}75%{transform:translateX(4px)}}',
  glow: '.hv-glow:hover{box-shadow:0 0 0 6px color-mix(in srgb,var(--c) 30%,transparent)}',
};

const BASE = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;background:var(--s);color:#1f2933;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.card{max-width:440px;margin:0 auto;background:#fff;min-height:100vh;position:relative;box-shadow:0 0 24px rgba(0,0,0,.08)}
.top{position:relative}.cover{display:block;width:100%;height:170px;object-fit:cover;background:var(--c)}
.who{padding:0 24px 8px;position:relative}
.photo{display:block;width:120px;height:120px;border-radius:50%;border:4px solid #fff;object-fit:cover;margin-top:-60px;background:var(--s)}
.initials{display:grid;place-items:center;font-size:40px;font-weight:700;color:var(--c)}
.logo{position:absolute;right:24px;top:12px;max-width:120px;max-height:40px;width:auto;height:auto;object-fit:contain}
h1{font-size:1.65rem;line-height:1.2;margin:14px 0 4px;overflow-wrap:anywhere}
.role{margin:0;font-weight:600;color:#3e4c59}.bio{margin:12px 0 0;color:#52606d;white-space:pre-line;overflow-wrap:anywhere}
ul{list-style:none;margin:0;padding:0}
.icons{display:flex;flex-wrap:wrap;gap:10px;padding:12px 24px 4px}
.icons a{width:46px;height:46px;border-radius:50%;display:grid;place-items:center;background:var(--c);color:var(--on)}
.btns{display:grid;gap:10px;padding:16px 24px}
.btn{display:flex;align-items:center;gap:14px;padding:10px 14px;border-radius:var(--r);background:var(--s);color:#1f2933;text-decoration:none;min-height:56px}
.btn .ic{width:40px;height:40px;border-radius:50%;background:var(--c);color:var(--on);display:grid;place-items:center;flex:none}
.btn b{display:block;font-weight:600}.btn small{display:block;color:#3e4c59;font-size:.875rem;overflow-wrap:anywhere}
.i{width:18px;height:18px;fill:currentColor;flex:none}
a:focus-visible,button:focus-visible,summary:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--c);outline-offset:2px}
.lead{margin:8px 24px 16px;padding:20px;border-radius:16px;background:#f7f8fa}
.lead h2{font-size:1.2rem;margin:0 0 12px}
.fld{margin-bottom:12px}.fld label{display:block;font-size:.875rem;font-weight:600;margin-bottom:4px}
.fld input,.fld textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #9aa5b1;border-radius:10px;background:#fff;color:inherit}
.fld [aria-invalid=true]{border-color:#b42318}.err{color:#b42318;font-size:.85rem;margin:4px 0 0}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.disc{font-size:.8rem;color:#52606d;margin:4px 0 12px}
.cta{width:100%;font:inherit;font-weight:600;padding:12px 16px;border:0;border-radius:var(--r);background:var(--c);color:var(--on);cursor:pointer}
.cta[aria-busy=true]{opacity:.7}.st{margin:10px 0 0;font-weight:600}.st[data-state=error]{color:#b42318}.st:empty{display:none}
.share{margin:0 24px 16px;border:1px solid #e4e7eb;border-radius:16px}
.share summary{display:flex;align-items:center;gap:10px;padding:14px 16px;cursor:pointer;font-weight:600;list-style:none}
.share summary::-webkit-details-marker{display:none}
.sheet{padding:0 16px 16px;text-align:center}.qr{display:block;margin:0 auto 8px;background:#fff}
.qrl a{display:inline-flex;gap:6px;align-items:center;margin:4px 8px;color:#1f2933;font-size:.9rem}
.copy{display:block;text-align:left;font-size:.85rem;font-weight:600;margin-top:8px}
input.copy{width:100%;font:inherit;font-weight:400;padding:8px 10px;border:1px solid #9aa5b1;border-radius:8px;margin-top:4px}
.to{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-top:12px}
.to a{display:inline-block;padding:6px 12px;border-radius:999px;background:var(--s);color:#1f2933;text-decoration:none;font-size:.9rem}
.pb{text-align:center;font-size:.8rem;color:#52606d;padding:8px 24px 24px}.pb a{color:inherit}
.savebar{position:sticky;bottom:0;display:flex;padding:12px 24px 16px;background:linear-gradient(transparent,rgba(255,255,255,.95) 40%)}
.al-right .savebar{justify-content:flex-end}.al-left .savebar{justify-content:flex-start}
.save{display:inline-flex;align-items:center;gap:10px;padding:14px 22px;border-radius:var(--r);background:var(--c);color:var(--on);font-weight:700;text-decoration:none;box-shadow:0 6px 18px rgba(0,0,0,.18);transition:transform .15s,box-shadow .15s}
.bt-3d .save,.bt-3d .cta{box-shadow:0 4px 0 color-mix(in srgb,var(--c) 65%,#000)}
@media (prefers-reduced-motion:reduce){.save{transition:none;animation:none!important}}`;

const DESIGNS: Record<ContactCardOptions['Design']['Id'], string> = {
  Modern: '',
  Classic: `.d-classic .cover{height:120px}.d-classic .who{text-align:center}.d-classic .photo{margin:-60px auto 0}
.d-classic .logo{position:static;display:block;margin:12px auto 0}
.d-classic .icons{justify-content:center}.d-classic .btn{background:#fff;border:1px solid color-mix(in srgb,var(--c) 45%,#fff)}`,
  Sleek: `.d-sleek{background:#111418;color:#f5f7fa}.d-sleek .cover{display:none}
.d-sleek .who{padding-top:24px}.d-sleek .photo{width:100%;height:auto;aspect-ratio:1;border-radius:20px;border:0;margin:0}
.d-sleek .logo{top:36px;right:36px;background:rgba(255,255,255,.9);border-radius:8px;padding:4px}
.d-sleek h1{font-size:1.9rem;letter-spacing:-.02em}.d-sleek .role{color:var(--s)}.d-sleek .bio{color:#c3cad3}
.d-sleek .btn{background:#1d2127;color:#f5f7fa}.d-sleek .btn small{color:#c3cad3}
.d-sleek .lead{background:#1d2127}.d-sleek .fld input,.d-sleek .fld textarea{background:#111418;border-color:#52606d}
.d-sleek .disc,.d-sleek .pb{color:#c3cad3}.d-sleek .share{border-color:#2b3038}.d-sleek .qrl a,.d-sleek .to a{color:#f5f7fa}
.d-sleek .to a{background:#1d2127}.d-sleek .savebar{background:linear-gradient(transparent,rgba(17,20,24,.95) 40%)}
.d-sleek .err,.d-sleek .st[data-state=error]{color:#fda29b}`,
  Elegant: `.d-elegant{background:color-mix(in srgb,var(--s) 55%,#fff)}.d-elegant .cover{height:110px}
.d-elegant .who{text-align:center}.d-elegant .photo{width:150px;height:190px;border-radius:999px 999px 18px 18px;margin:-80px auto 0}
.d-elegant .logo{position:static;display:block;margin:14px auto 0}
.d-elegant h1{font-family:Georgia,"Times New Roman",serif;font-weight:400;font-size:2rem}
.d-elegant .role{text-transform:uppercase;letter-spacing:.12em;font-size:.8rem}
.d-elegant .icons{justify-content:center}.d-elegant .btns{gap:0}
.d-elegant .btn{background:transparent;border-radius:0;border-bottom:1px solid color-mix(in srgb,var(--c) 30%,#fff)}
.d-elegant .lead{background:#fff}.d-elegant .savebar{background:none}`,
};

export function designCss(colors: CardColors, options: ContactCardOptions): string {
  const vars = `:root{--c:${colors.color};--s:${colors.secondary};--on:${textOn(colors.color)};--r:${RADIUS[options.Button.Theme]}}`;
  return (
    vars +
    BASE.replace(/\n/g, '') +
    DESIGNS[options.Design.Id].replace(/\n/g, '') +
    HOVER[options.Button.HoverAnimation]
  );
}
