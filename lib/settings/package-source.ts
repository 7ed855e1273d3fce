import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { isWithin } from '../io/real-path.js';
import type { PackageSource } from '../model/package-source.js';
import { claudeConfigDir } from './claude-config-dir.js';

/**
 * Where a plugin folder came from, so that the way to put a lost file of it back can be
 * named: a clone of the repository (plugin/ beside .git and package.json, where `npm
 * install` builds the hooks); Claude Code's plugin cache (`<config>/plugins/cache/
 * <marketplace>/<plugin>/<version>`, whose copy a reinstall of the plugin makes again:
 * `claude plugin update` keeps a copy of the same version as it is, measured with 2.1.328);
 * else an npm install, made from the package's .tgz.
 */
export function packageSource(root: string, env: Record<string, string | undefined>, home: string | undefined): PackageSource {
  const top = dirname(root);
  if (existsSync(join(top, '.git')) && existsSync(join(top, 'package.json'))) return { kind: 'checkout', checkout: top };
  const config = claudeConfigDir(env, home);
  const cache = config === undefined ? undefined : join(config, 'plugins', 'cache');
  if (cache !== undefined && isWithin(root, cache)) {
    const [marketplace, plugin] = relative(cache, root).split(sep);
    if (marketplace && plugin) return { kind: 'plugin', id: `${plugin}@${marketplace}` };
  }
  return { kind: 'npm' };
}
