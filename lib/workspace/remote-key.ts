import { checkoutEnvFor, execGit, type GitExec } from '../io/git-exec.js';
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
 * all. Of several remotes, `origin` first: every clone has it, while an `upstream` is each
 * person's to add (a team's fork of another project: `team/foo-internal` beside `oss/foo`),
 * and a personal fork keeps the team repository's name; then `upstream`; else the one remote.
 * Undefined without a remote, or where git cannot say.
 */
export function remoteKeyOf(top: string, env: Record<string, string | undefined>, git: GitExec = execGit): RemoteKey | undefined {
  const gitEnv = checkoutEnvFor(top, env, {}, git);
  const listed = git(top, gitEnv, ['config', '--get-regexp', '^remote\\..*\\.url$']);
  if (!listed.ok) return undefined;
  const urls = new Map<string, string>();
  for (const line of listed.stdout.split('\n')) {
    const match = /^remote\.(.+)\.url (.+)$/.exec(line.trim());
    if (match?.[1] !== undefined && match[2] !== undefined && !urls.has(match[1])) urls.set(match[1], match[2]);
  }
  const remote = ['origin', 'upstream'].find((name) => urls.has(name)) ?? (urls.size === 1 ? [...urls.keys()][0] : undefined);
  if (remote === undefined) return undefined;
  // the URL git fetches from: a `url.<base>.insteadOf` shorthand (gh-api) read as the whole URL, as a clone of the whole URL has it
  const fetched = git(top, gitEnv, ['remote', 'get-url', remote]);
  const name = repositoryName(fetched.ok ? (fetched.stdout.trim().split('\n')[0] ?? '') : (urls.get(remote) ?? ''));
  return name === undefined ? undefined : { key: keyForName(name), remote };
}

/**
 * The last part of a remote's URL or path, without `.git`; of a URL (`scheme://`), without a
 * query or a fragment and with %-escapes decoded, where a local path keeps `#`, `?` and `%`
 * as they are. Undefined where none is left (`/`, `.git`).
 */
function repositoryName(remote: string): string | undefined {
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(remote);
  const url = isUrl ? remote.replace(/[?#].*$/, '') : remote;
  const last = url
    .replace(/[\\/]+$/, '')
    // a repository named by its .git folder (`/srv/api/.git`): the folder it is in
    .replace(/[\\/]\.git$/i, '')
    .split(/[\\/:]/)
    .pop();
  const name = (isUrl ? decoded(last ?? '') : (last ?? '')).replace(/\.git$/i, '').trim();
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
