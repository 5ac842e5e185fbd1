/**
 * The layering of docs/ARCHITECTURE.md ("Enforced layering"), checked by dependency-cruiser in
 * `npm run lint` through scripts/check-architecture.mjs. Violations that existed when a rule was
 * written are listed in .dependency-cruiser-known-violations.json; any other one fails the check.
 */

/**
 * Which workspaces each workspace may import (by package name, through its `exports`); a workspace
 * always imports its own files. Names hold no regular-expression characters, so they are used as is.
 */
const ALLOWED_IMPORTS = {
  'packages/document': [],
  'packages/elements': ['packages/document'],
  'packages/renderer': ['packages/document', 'packages/elements'],
  'packages/cards': ['packages/document'],
  'packages/api-contract': ['packages/document', 'packages/cards'],
  'packages/editor': ['packages/document', 'packages/elements', 'packages/renderer', 'packages/api-contract'],
  'apps/server': [
    'packages/document',
    'packages/elements',
    'packages/renderer',
    'packages/api-contract',
    'packages/cards',
  ],
  'apps/web': [
    'packages/document',
    'packages/elements',
    'packages/editor',
    'packages/api-contract',
    'packages/cards',
  ],
};

/** The renderer modules the editor's canvas shares with the published page. */
const RENDERER_FOR_EDITOR = ['layout', 'base-css', 'fonts'];

const SERVER = '^apps/server/src/';
const AREAS = `${SERVER}modules/`;
const SCHEMA = `${SERVER}db/schema/`;

/**
 * The one module of `sites/` that may reach into areas: the interface the app gives the public
 * site runtime. Everything else in `sites/` is handed what it needs through it.
 */
const SITES_INTERFACE = `${SERVER}sites/areas\\.ts$`;

/**
 * Table files owned by more than the area of the same name. A site and its pages reference each
 * other (a site names its 404 page, a page its site), so both tables live in one file, which the
 * landings and pages areas share.
 */
const CO_OWNERS = { pages: ['landings'] };

/** Schema files every area may import: shared column builders, no tables. */
const SHARED_SCHEMA = [`${SCHEMA}columns\\.ts$`];

/**
 * Tests build fixtures across areas (a sites test publishes a page through the pages area), so the
 * server's boundary rules judge production files only; cycles and package arrows hold for tests too.
 */
const TEST_FILE = '\\.test\\.tsx?$';

/**
 * What a workspace's tests may import besides its own arrows: the element types' render tests
 * render through the renderer's test entry (a devDependency; production code of elements never does).
 */
const TEST_ALSO_IMPORTS = {
  'packages/elements': ['packages/renderer/src/testing'],
};

const packageArrows = Object.entries(ALLOWED_IMPORTS).map(([workspace, allowed]) => ({
  name: `arrows:${workspace.split('/')[1]}`,
  severity: 'error',
  comment: `${workspace} imports only ${allowed.join(', ') || 'no other workspace'} (docs/ARCHITECTURE.md, the one idea)`,
  from: {
    path: `^${workspace}/`,
    ...(TEST_ALSO_IMPORTS[workspace] ? { pathNot: [TEST_FILE, `^${workspace}/src/testing/`] } : {}),
  },
  to: {
    path: '^(packages|apps)/[^/]+/',
    pathNot: [workspace, ...allowed].map((target) => `^${target}/`),
  },
}));

const testArrows = Object.entries(TEST_ALSO_IMPORTS).map(([workspace, alsoAllowed]) => ({
  name: `arrows:${workspace.split('/')[1]}-tests`,
  severity: 'error',
  comment: `${workspace}'s tests import its arrows and ${alsoAllowed.join(', ')} only`,
  from: { path: [`^${workspace}/.*${TEST_FILE}`, `^${workspace}/src/testing/`] },
  to: {
    path: '^(packages|apps)/[^/]+/',
    pathNot: [workspace, ...ALLOWED_IMPORTS[workspace], ...alsoAllowed].map((target) => `^${target}/`),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle (type-only imports count: they tie the modules together the same way). ' +
        'One way back is allowed, as a type only: the element registry derives IslandName from the ' +
        'element types it lists, and their render context names it (no-circular-at-runtime still holds).',
      from: {},
      to: { circular: true, viaNot: '^packages/elements/src/registry\\.ts$' },
    },
    {
      name: 'no-circular-at-runtime',
      severity: 'error',
      comment:
        'An import cycle of value imports, anywhere: module load order would decide what is undefined.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...packageArrows,
    ...testArrows,
    {
      name: 'editor-uses-renderer-parts',
      severity: 'error',
      comment: `The editor imports only ${RENDERER_FOR_EDITOR.map((part) => `@tessera/renderer/${part}`).join(', ')} of the renderer.`,
      from: { path: '^packages/editor/' },
      to: {
        path: '^packages/renderer/',
        pathNot: `^packages/renderer/src/(${RENDERER_FOR_EDITOR.join('|')})\\.ts$`,
      },
    },
    {
      name: 'no-package-imports-an-app',
      severity: 'error',
      comment: 'Packages are libraries of the apps, never the other way round.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'workspaces-through-exports',
      severity: 'error',
      comment:
        'Another workspace is imported by its package name, through its `exports`, never by a relative path into its files.',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^(packages|apps)/', pathNot: '^$1/$2/' },
    },
    {
      name: 'tools-through-exports',
      severity: 'error',
      comment:
        'The end-to-end tests and the benchmarks reach the apps and packages by package name, through their `exports`, never into their files.',
      from: { path: '^(e2e|bench)/' },
      to: { dependencyTypes: ['local'], path: '^(packages|apps)/' },
    },
    {
      name: 'workspaces-only-exported-paths',
      severity: 'error',
      comment: 'A @tessera/* import names a path the package exports.',
      from: {},
      to: { couldNotResolve: true, path: '^@tessera/' },
    },
    {
      name: 'lib-imports-no-area',
      severity: 'error',
      comment: 'apps/server/src/lib is cross-cutting only: it holds no domain logic and imports no area.',
      from: { path: `${SERVER}lib/`, pathNot: TEST_FILE },
      to: { path: AREAS },
    },
    {
      name: 'sites-imports-no-area',
      severity: 'error',
      comment:
        'The public site runtime reaches areas only through the one interface it is given (SITES_INTERFACE in .dependency-cruiser.cjs).',
      from: { path: `${SERVER}sites/`, pathNot: [TEST_FILE, SITES_INTERFACE] },
      to: { path: AREAS },
    },
    {
      name: 'schema-imports-no-wire-format',
      severity: 'error',
      comment: 'Tables do not depend on the wire format (api-contract) or on the element registry.',
      from: { path: SCHEMA },
      to: { path: '^packages/(api-contract|elements)/' },
    },
    {
      name: 'area-imports-schema-index',
      severity: 'error',
      comment:
        'An area imports the table files it owns, not db/schema/index.ts: the index hides whose tables it touches.',
      from: { path: AREAS, pathNot: TEST_FILE },
      to: { path: `${SCHEMA}index\\.ts$` },
    },
    {
      name: 'area-imports-other-areas-tables',
      severity: 'error',
      comment:
        "Area <area> (modules/<area>/) imports only its own tables, db/schema/<area>.ts or db/schema/<area>/*; another area's rows are reached through that area's functions.",
      from: {
        path: `${AREAS}([^/]+)/`,
        pathNot: [TEST_FILE, ...Object.keys(CO_OWNERS).map((area) => `${AREAS}${area}/`)],
      },
      to: {
        path: SCHEMA,
        pathNot: [`${SCHEMA}$1(\\.ts$|/)`, `${SCHEMA}index\\.ts$`, ...SHARED_SCHEMA],
      },
    },
    ...Object.entries(CO_OWNERS).map(([area, tableFiles]) => ({
      name: 'area-imports-other-areas-tables',
      severity: 'error',
      comment: `Area ${area} imports its own tables and the ones it shares: ${tableFiles.join(', ')} (CO_OWNERS in .dependency-cruiser.cjs).`,
      from: { path: `${AREAS}${area}/`, pathNot: TEST_FILE },
      to: {
        path: SCHEMA,
        pathNot: [
          `${SCHEMA}${area}(\\.ts$|/)`,
          ...tableFiles.map((file) => `${SCHEMA}${file}(\\.ts$|/)`),
          `${SCHEMA}index\\.ts$`,
          ...SHARED_SCHEMA,
        ],
      },
    })),
  ],
  options: {
    // swc reads TypeScript 7 sources (dependency-cruiser's tsc path needs TypeScript < 7) and
    // always reports type-only imports, which count for every rule here.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '\\.d\\.ts$'] },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
