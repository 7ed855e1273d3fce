/** Where a project-memory plugin folder came from: what puts a lost file of it back (lib/settings/package-source.ts). */
export type PackageSource = { kind: 'checkout'; checkout: string } | { kind: 'plugin'; id: string } | { kind: 'npm' };
