/**
 * The direction of dependencies (ARCHITECTURE §3), enforced in `npm run lint`:
 *   contracts ← server, contracts ← web; in web, lib/components ← features ← app; no feature imports another.
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
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'server-modules-do-not-import-each-other',
      comment: 'Modules share rules through platform/, not through each other.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'platform-does-not-import-modules',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|db|config)/' },
      to: { path: '^apps/server/src/modules/' },
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
