// Import boundaries, checked by `npm run lint` (docs/ARCHITECTURE.md "Boundaries" says why each exists).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Two files that import each other (directly or round a loop) cannot be understood or changed one at a time.',
      severity: 'error',
      from: { path: '^(common|server|web)/' },
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      comment: 'The browser bundle never imports server code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'common-imports-neither',
      comment: 'common/ is shared by server and web: it imports neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server-lib-knows-no-module',
      comment: 'server/lib and server/db are helpers without a domain: no module code (their tests may use modules).',
      severity: 'error',
      from: { path: '^server/(lib|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'feature-through-its-entry',
      comment: "A web feature uses another feature only through that feature's public entry, its index.ts.",
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/[^/]+/', pathNot: ['^web/features/$1/', '^web/features/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
