import { UPLOAD_MESSAGES } from '@tessera/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSvg, scriptSvg } from '../../../test/images.ts';
import { svgProblem } from './svg.ts';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XHTML = 'http://www.w3.org/1999/xhtml';
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

const judge = (text: string) => svgProblem(Buffer.from(text));

describe('SVG files drawing programs and icon sets write are kept', () => {
  const files: Array<[string, string]> = [
    ['the test logo (gradient, style sheet, use)', cleanSvg.toString()],
    [
      'an Inkscape drawing with its layers, guides and licence metadata',
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5"
   inkscape:version="1.2.2" sodipodi:docname="drawing.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="${SVG}" xmlns:svg="${SVG}"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:zoom="0.7" inkscape:current-layer="layer1" />
  <defs id="defs2" />
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
    <cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/" /></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <rect style="fill:#2456d3;stroke-width:0.26" id="rect1" width="80" height="40" x="20" y="30" />
    <path sodipodi:type="star" style="fill:#ffcc00" d="m 60,120 10,20 -22,-3 z" />
  </g>
</svg>`,
    ],
    [
      'an Illustrator export',
      `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="${SVG}" xmlns:xlink="${XLINK}" x="0px" y="0px"
	 viewBox="0 0 100 100" style="enable-background:new 0 0 100 100;" xml:space="preserve">
<style type="text/css">
	.st0{fill:#E30613;}
	.st1{fill:url(#SVGID_1_);}
</style>
<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="50" x2="100" y2="50">
	<stop  offset="0" style="stop-color:#FFFFFF"/>
	<stop  offset="1" style="stop-color:#000000"/>
</linearGradient>
<g data-name="Logo"><circle class="st0" cx="50" cy="50" r="40"/><rect class="st1" width="10" height="10"/></g>
</svg>`,
    ],
    [
      'an icon with accessibility attributes',
      `<svg aria-hidden="true" focusable="false" role="img" xmlns="${SVG}" viewBox="0 0 512 512"><title>Star</title><path fill="currentColor" d="M259 17l-62 127L57 164z"/></svg>`,
    ],
    [
      'a filter, a clip path and a marker',
      `<svg xmlns="${SVG}" viewBox="0 0 20 20"><defs><filter id="f"><feDropShadow dx="1" dy="1" stdDeviation="1"/><feGaussianBlur stdDeviation="2"/></filter><clipPath id="c"><circle r="5"/></clipPath><marker id="m"><path d="M0 0L2 1z"/></marker></defs><path d="M1 1L9 9" filter="url(#f)" clip-path="url('#c')" marker-end="url(#m)"/></svg>`,
    ],
    [
      'a spinner animated with animate and animateTransform',
      `<svg xmlns="${SVG}" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="none" stroke="#333"><animate attributeName="stroke-dashoffset" values="0;50" dur="1s" repeatCount="indefinite"/><animateTransform attributeName="transform" type="rotate" from="0 10 10" to="360 10 10" dur="1s" repeatCount="indefinite"/></circle></svg>`,
    ],
    [
      'an embedded raster photo',
      `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" width="1" height="1"><image width="1" height="1" xlink:href="${PNG_DATA}"/></svg>`,
    ],
    ['an SVG that declares no namespace', '<svg width="10" height="10"><rect width="5" height="5"/></svg>'],
    [
      'an SVG with a byte order mark and ids that name document properties',
      `\uFEFF<svg xmlns="${SVG}"><g id="title"><rect id="body" width="1" height="1"/></g></svg>`,
    ],
  ];
  it.each(files)('%s', (_name, text) => {
    expect(judge(text)).toBeNull();
  });
});

describe('SVG files that run code or reach outside are refused', () => {
  const files: Array<[string, string, string]> = [
    ['a script', scriptSvg.toString(), UPLOAD_MESSAGES.svgScript],
    [
      'a prefixed script',
      `<svg xmlns="${SVG}" xmlns:s="${SVG}"><s:script>alert(1)</s:script></svg>`,
      UPLOAD_MESSAGES.svgScript,
    ],
    // DOMPurify knows SVG elements by their unprefixed names only.
    ['a prefixed root', `<s:svg xmlns:s="${SVG}"><s:rect/></s:svg>`, UPLOAD_MESSAGES.svgUnsafe],
    [
      'an XHTML script',
      `<svg xmlns="${SVG}"><h:script xmlns:h="${XHTML}">alert(1)</h:script></svg>`,
      UPLOAD_MESSAGES.svgScript,
    ],
    [
      'a script hidden in an editor namespace',
      `<svg xmlns="${SVG}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><inkscape:g><script>alert(1)</script></inkscape:g></svg>`,
      UPLOAD_MESSAGES.svgScript,
    ],
    ['an event handler', `<svg xmlns="${SVG}"><rect onclick="alert(1)"/></svg>`, UPLOAD_MESSAGES.svgUnsafe],
    [
      'an animated event handler',
      `<svg xmlns="${SVG}"><rect><set attributeName="onmouseover" to="alert(1)"/></rect></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an animated link',
      `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}"><a><set attributeName="xlink:href" to="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'a javascript: link spelled with entities',
      `<svg xmlns="${SVG}"><a href="&#106;ava&#x09;script:alert(1)"><rect/></a></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'a use of another file',
      `<svg xmlns="${SVG}"><use href="https://cdn.example/sprite.svg#icon"/></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an embedded SVG image (not a raster)',
      `<svg xmlns="${SVG}"><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an outside fill',
      `<svg xmlns="${SVG}"><rect fill="url(https://tracker.example/p.svg#g)"/></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'a style sheet import spelled with an escape',
      `<svg xmlns="${SVG}"><style>@\\69mport "https://x.example/a.css";</style></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an outside url() spelled with an escape',
      `<svg xmlns="${SVG}"><rect style="fill: \\75 rl(//x.example/p)"/></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an outside font',
      `<svg xmlns="${SVG}"><style><![CDATA[@font-face{font-family:x;src:url(https://x.example/f.woff2)}]]></style></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an outside style sheet instruction',
      `<?xml version="1.0"?><?xml-stylesheet href="https://x.example/a.css"?><svg xmlns="${SVG}"/>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an XInclude (librsvg would read the file)',
      `<svg xmlns="${SVG}" xmlns:xi="http://www.w3.org/2001/XInclude"><text><xi:include href="/etc/passwd" parse="text"/></text></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    [
      'an iframe in a foreignObject',
      `<svg xmlns="${SVG}"><foreignObject><iframe xmlns="${XHTML}" src="https://x"/></foreignObject></svg>`,
      UPLOAD_MESSAGES.svgUnsafe,
    ],
    ['a root that is not svg', `<html xmlns="${XHTML}"><body/></html>`, UPLOAD_MESSAGES.unreadable],
    ['a file that is not XML', `<svg xmlns="${SVG}"><rect></svg>`, UPLOAD_MESSAGES.unreadable],
  ];
  it.each(files)('%s', (_name, text, message) => {
    expect(judge(text)).toBe(message);
  });
});

/*
 * Property: an SVG built from harmless parts is kept, and the same SVG with any one attack put
 * anywhere in it is refused, however the attack is spelled.
 */

type Node = { tag: string; attributes: Array<[string, string]>; children: Node[]; text?: string };

// The three character references the scheme generator spells "javascript:" with pass through
// attributes as they are (any other "&", e.g. of "&#0;", is escaped: it would not be XML); text is
// always escaped in full.
const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!#(?:x09|10|13);)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function write(node: Node): string {
  const attributes = node.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  const body = (node.text ? escapeText(node.text) : '') + node.children.map(write).join('');
  return `<${node.tag}${attributes}>${body}</${node.tag}>`;
}

const colour = fc.constantFrom('#2456d3', 'red', 'none', 'currentColor', 'url(#g)', 'rgb(1 2 3)');
const safeAttribute: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constantFrom('fill', 'stroke', 'stop-color'), colour),
  fc.tuple(
    fc.constantFrom('x', 'y', 'width', 'height', 'r', 'opacity'),
    fc.integer({ min: 0, max: 500 }).map(String),
  ),
  fc.tuple(fc.constant('transform'), fc.constantFrom('rotate(45)', 'translate(2 3)', 'scale(2)')),
  fc.tuple(fc.constant('class'), fc.constantFrom('st0', 'icon', 'a b')),
  fc.tuple(fc.constant('style'), fc.constantFrom('fill:#fff', 'stroke-width:2;fill:url(#g)', 'opacity:.5')),
  // DOMPurify (SAFE_FOR_XML) refuses attribute values that could close a comment or a CDATA
  // section, or a style or title element, when the document is serialised: not harmless here.
  fc.tuple(
    fc.constant('data-name'),
    fc.string({ maxLength: 8 }).filter((value) => !/((--!?|])>)|<\/(style|title)/i.test(value)),
  ),
);
const safeLeaf: fc.Arbitrary<Node> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('rect', 'circle', 'path', 'ellipse', 'line'),
      fc.uniqueArray(safeAttribute, { maxLength: 3, selector: ([name]) => name }),
    )
    .map(([tag, attributes]) => ({ tag, attributes, children: [] })),
  fc
    .string({ maxLength: 12 })
    .map((text) => ({ tag: 'text', attributes: [['x', '1']], children: [], text }) satisfies Node),
  fc.constant<Node>({ tag: 'use', attributes: [['href', '#g']], children: [] }),
  fc.constant<Node>({ tag: 'image', attributes: [['href', PNG_DATA]], children: [] }),
  fc.constant<Node>({ tag: 'style', attributes: [], children: [], text: '.st0{fill:url(#g)}' }),
  fc.constant<Node>({
    tag: 'animateTransform',
    attributes: [
      ['attributeName', 'transform'],
      ['type', 'rotate'],
      ['to', '360'],
    ],
    children: [],
  }),
);
const safeTree = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    safeLeaf,
    fc
      .tuple(
        fc.constantFrom('g', 'defs', 'symbol', 'a', 'mask', 'clipPath'),
        fc.uniqueArray(safeAttribute, { maxLength: 2, selector: ([name]) => name }),
        fc.array(tie('node'), { maxLength: 4 }),
      )
      .map(([tag, attributes, children]) => ({
        tag,
        attributes: tag === 'a' ? [...attributes, ['href', '#g'] as [string, string]] : attributes,
        children,
      })),
  ),
})).node;
const safeSvg = fc.array(safeTree, { maxLength: 5 }).map(
  (children): Node => ({
    tag: 'svg',
    attributes: [
      ['xmlns', SVG],
      ['xmlns:xlink', XLINK],
      ['viewBox', '0 0 100 100'],
    ],
    children: [
      {
        tag: 'linearGradient',
        attributes: [['id', 'g']],
        children: [{ tag: 'stop', attributes: [['offset', '0']], children: [] }],
      },
      ...children,
    ],
  }),
);

/** "javascript:" as a browser still reads it: any case, control characters and entities between letters. */
const javascriptScheme = fc
  .array(fc.constantFrom('', '\t', '\n', '\r', '&#x09;', '&#10;', '&#13;'), { minLength: 11, maxLength: 11 })
  .chain((gaps) =>
    fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }).map((upper) =>
      'javascript:'
        .split('')
        .map((letter, i) => (upper[i] ? letter.toUpperCase() : letter) + (i < 10 ? gaps[i] : ''))
        .join(''),
    ),
  );
const outsideUrl = fc.constantFrom(
  'https://x.example/a.svg#i',
  '//x.example/a',
  '/api/v1/secret',
  'sprite.svg#i',
  'data:image/svg+xml;base64,PHN2Zy8+',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
);
const cssUrlFunction = fc.constantFrom('url(', 'URL(', '\\75 rl(', 'u\\72l(', 'url( ');
const quote = fc.constantFrom('', '"', "'");
const outsideCss = fc.oneof(
  fc
    .tuple(cssUrlFunction, quote, outsideUrl)
    .map(([fn, q, url]) => `fill:${fn}${q}${url.replace(/[<>]/g, '')}${q})`),
  fc.constantFrom(
    '@import "https://x.example/a.css";',
    '@IMPORT url(a.css);',
    '@\\69mport "a.css";',
    'background:image-set("https://x.example/p.png" 1x)',
  ),
);
const eventName = fc
  .tuple(fc.constantFrom('load', 'click', 'mouseover', 'begin', 'focusin', 'error'), fc.boolean())
  .map(([event, shout]) => (shout ? `ON${event.toUpperCase()}` : `on${event}`));

type Attack = { attribute?: [string, string]; node?: Node; prolog?: string };
const attack: fc.Arbitrary<Attack> = fc.oneof(
  fc.constantFrom<Attack>(
    { node: { tag: 'script', attributes: [], children: [], text: 'alert(document.cookie)' } },
    { node: { tag: 'script', attributes: [['href', 'https://x.example/a.js']], children: [] } },
    { node: { tag: 'h:script', attributes: [['xmlns:h', XHTML]], children: [], text: 'alert(1)' } },
    {
      node: {
        tag: 'foreignObject',
        attributes: [],
        children: [{ tag: 'body', attributes: [['xmlns', XHTML]], children: [], text: 'hello' }],
      },
    },
    { node: { tag: 'iframe', attributes: [['xmlns', XHTML]], children: [] } },
    { node: { tag: 'embed', attributes: [['src', 'a.swf']], children: [] } },
    {
      node: {
        tag: 'xi:include',
        attributes: [['xmlns:xi', 'http://www.w3.org/2001/XInclude']],
        children: [],
      },
    },
    { prolog: '<?xml-stylesheet type="text/css" href="https://x.example/a.css"?>' },
    { prolog: '<!DOCTYPE svg [<!ENTITY a "aaaa">]>' },
  ),
  fc
    .tuple(eventName, fc.constantFrom('alert(1)', ''))
    .map(([name, value]): Attack => ({ attribute: [name, value] })),
  fc
    .tuple(
      fc.constantFrom('href', 'xlink:href'),
      fc.oneof(
        javascriptScheme.map((s) => `${s}alert(1)`),
        outsideUrl,
      ),
    )
    .map(([name, value]): Attack => ({ attribute: [name, value] })),
  outsideCss.map((css): Attack => ({ attribute: ['style', css] })),
  outsideCss.map((css): Attack => ({ node: { tag: 'style', attributes: [], children: [], text: css } })),
  fc.tuple(fc.constantFrom('set', 'animate'), fc.constantFrom('href', 'xlink:href', 'onclick', 'ONLOAD')).map(
    ([tag, target]): Attack => ({
      node: {
        tag,
        attributes: [
          ['attributeName', target],
          ['to', 'javascript:alert(1)'],
        ],
        children: [],
      },
    }),
  ),
);

/** The nodes of a tree, each with a way to put an attack into it. */
function places(node: Node): Node[] {
  return [node, ...node.children.flatMap(places)];
}

function withAttack(svg: Node, hostile: Attack, at: number): string {
  const copy: Node = structuredClone(svg);
  const all = places(copy).filter((node) => node.text === undefined);
  const target = all[at % all.length] as Node;
  const attribute = hostile.attribute;
  if (attribute)
    target.attributes = [...target.attributes.filter(([name]) => name !== attribute[0]), attribute];
  if (hostile.node) target.children.push(hostile.node);
  return (hostile.prolog ?? '') + write(copy);
}

describe('property: harmless parts are kept, any attack anywhere is refused', () => {
  it('an SVG of harmless parts is kept', () => {
    fc.assert(
      fc.property(safeSvg, (svg) => {
        expect(judge(write(svg))).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('the same SVG with one attack put anywhere is refused', () => {
    fc.assert(
      fc.property(safeSvg, attack, fc.nat(), (svg, hostile, at) => {
        // Refused for what it does, not because it could not be read.
        expect([UPLOAD_MESSAGES.svgUnsafe, UPLOAD_MESSAGES.svgScript]).toContain(
          judge(withAttack(svg, hostile, at)),
        );
      }),
      { numRuns: 400 },
    );
  });
});
