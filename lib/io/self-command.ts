import { basename } from 'node:path';
import { shellCommand } from '../shell-quote.js';
import { builtCliPath } from './package-paths.js';

/**
 * How to run this CLI again, for commands printed as advice: `project-memory` when it
 * was started through its bin link (npm install, npm link), else `node <built cli>`,
 * which works for a plugin user and for Claude alike with nothing on PATH.
 */
export function selfCommand(script: string | undefined): string {
  if (script !== undefined && basename(script) === 'project-memory') return 'project-memory';
  return shellCommand(['node', builtCliPath()]);
}
