/**
 * The direction of dependencies (docs/architecture.md), enforced in `npm run lint`:
 *   contracts ← server, contracts ← web; in web, lib ← components ← features ← app; no feature imports another;
 *   in server, domain/ (pure money and time rules) imports nothing but itself, db/ imports neither platform/ nor
 *   modules/, the demo generator (demo/) may use everything while nothing uses it, and the partners' sandboxes
 *   (partners/) are loaded by app.ts alone.
 */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^(apps|packages/(?!contracts))' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'A feature may use lib, components and contracts, never another feature.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'lib-and-components-do-not-import-features-or-app',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'lib-does-not-import-components',
      comment:
        'lib (calls, sessions, formats, hooks without markup) sits below components (the shared UI): what both need, ' +
        "like the select lists' retry options, lives in lib.",
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'server-modules-do-not-import-each-other',
      comment:
        'Modules share rules through platform/ and order reads through sales/, not through each other.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'sales-reads-import-only-the-layers-below',
      comment:
        'sales/ holds the reads and rollups of stored orders that several modules share (decision 0106): it may use ' +
        'db/, domain/, platform/ and contracts, never a module, the demo or an entry point.',
      severity: 'error',
      from: { path: '^apps/server/src/sales/' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(sales|db|domain|platform)/' },
    },
    {
      name: 'db-is-only-the-data-layer',
      comment:
        'Schema, migrations and connections know nothing of request handling, features or the demo generator.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(platform|modules|sales|demo)/' },
    },
    {
      name: 'domain-imports-only-itself',
      comment:
        'Money and time rules are pure functions: no database, no framework, no Node built-ins, no other server code; ' +
        'contracts only for shared types.',
      severity: 'error',
      from: { path: '^apps/server/src/domain/' },
      to: { pathNot: '^(apps/server/src/domain/|packages/contracts/src/)' },
    },
    {
      name: 'only-the-entry-points-run-the-demo',
      comment:
        'The demo generator is an application of the domain beside main.ts; the server itself must not depend on it ' +
        '(the published demo password, which production refuses, is the one exception).',
      severity: 'error',
      from: { path: '^apps/server/src/(db|domain|platform|config|sales|modules)/' },
      to: { path: '^apps/server/src/demo/', pathNot: '^apps/server/src/demo/demo-accounts\\.ts$' },
    },
    {
      name: 'only-the-composition-root-loads-the-partner-sandboxes',
      comment:
        "The partners' sandboxes (partners/) stand in for outside services outside production only: app.ts loads " +
        'them with import() when not in production, and nothing else may, so production never loads their code ' +
        '(decision 0108).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/(app\\.ts$|partners/)' },
      to: { path: '^apps/server/src/partners/' },
    },
    {
      name: 'partner-sandboxes-speak-only-the-protocol',
      comment:
        'A sandbox is the other party: it may use contracts and platform helpers (the signature), never our ' +
        'features, tables or demo.',
      severity: 'error',
      from: { path: '^apps/server/src/partners/' },
      to: { path: '^apps/server/src/(modules|db|demo)/' },
    },
    {
      name: 'platform-does-not-import-modules',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|db|config)/' },
      to: { path: '^apps/server/src/(modules|sales)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.d\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
