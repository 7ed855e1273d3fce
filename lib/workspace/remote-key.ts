import { checkoutEnvFor, execGit } from '../io/git-exec.js';
import { keyForName } from './project-key.js';

/** The key a repository's remote names, and that remote: what every clone shares, whatever its folder is called. */
interface RemoteKey {
  key: string;
  remote: string;
}

/**
 * The repository's name as its remote gives it (`git@host:team/api.git`, `https://host/team/api`,
 * `/srv/git/api.git` → `api`), made a key as a folder's name is. Each clone of a repository sits
 * in a folder its owner named (`api`, `api-2`, `api-review`), while its remote is the same for
 * all. Of several remotes, `upstream` first: in a fork's clone it is the team's repository,
 * which a teammate's clone names `origin`; then `origin`; else the one remote there is.
 * Undefined without a remote, or where git cannot say.
 */
export function remoteKeyOf(top: string, env: Record<string, string | undefined>): RemoteKey | undefined {
  const listed = execGit(top, checkoutEnvFor(top, env), ['config', '--get-regexp', '^remote\\..*\\.url$']);
  if (!listed.ok) return undefined;
  const urls = new Map<string, string>();
  for (const line of listed.stdout.split('\n')) {
    const match = /^remote\.(.+)\.url (.+)$/.exec(line.trim());
    if (match?.[1] !== undefined && match[2] !== undefined && !urls.has(match[1])) urls.set(match[1], match[2]);
  }
  const remote = ['upstream', 'origin'].find((name) => urls.has(name)) ?? (urls.size === 1 ? [...urls.keys()][0] : undefined);
  const name = remote === undefined ? undefined : repositoryName(urls.get(remote) ?? '');
  return remote === undefined || name === undefined ? undefined : { key: keyForName(name), remote };
}

/** The last part of a remote's URL or path, without `.git`, a query or a fragment, %-escapes decoded; undefined where none is left (`/`, `.git`). */
function repositoryName(url: string): string | undefined {
  const last = url
    .replace(/[?#].*$/, '')
    .replace(/[\\/]+$/, '')
    .split(/[\\/:]/)
    .pop();
  const name = decoded(last ?? '')
    .replace(/\.git$/i, '')
    .trim();
  return name === '' || name === '.' || name === '..' ? undefined : name;
}

/** `my%20shop` → `my shop`; text that is no valid escape stays as it is. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
