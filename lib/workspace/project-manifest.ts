import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files that make a folder a package of its own: what a monorepo's projects hold and a
 * repository's plain subfolders (`src/`, `services/billing/`, `docs/`) do not. Not the ones
 * every subfolder of some builds holds (CMakeLists.txt, Makefile).
 */
const MANIFESTS = [
  'package.json',
  'deno.json',
  'pyproject.toml',
  'setup.py',
  'Cargo.toml',
  'go.mod',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'Gemfile',
  'composer.json',
  'mix.exs',
  'pubspec.yaml',
  'Package.swift',
];

/** Whether `dir` holds a package manifest: a stat per name, until one is there. */
export function holdsManifest(dir: string): boolean {
  return MANIFESTS.some((name) => existsSync(join(dir, name)));
}
