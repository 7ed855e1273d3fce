import { readHookStdin } from '../io/read-stdin.js';
import { holdsList } from './list-kept.js';

/** What the bundle BeforeModel shares exports for it (hooks/post-tool-use.ts). */
export interface BeforeModelBundle {
  beforeModel(stdin: string): boolean;
}

/**
 * The BeforeModel hook's own launcher (scripts/build.mjs). Gemini CLI runs it before every
 * model call, tool rounds included, and nearly always the request still holds the list:
 * then it ends here, stdin read and one string looked for, nothing else loaded. The tag
 * anywhere in the raw JSON is enough to stop (JSON escapes neither `<` nor `&`); only a
 * request without it loads the bundle that checks the session (lib/hook/list-kept.ts).
 */
export function runGate(bundle: string, load: NodeJS.Require): void {
  const raw = readHookStdin();
  if (raw === '' || holdsList(raw)) return;
  let loaded: BeforeModelBundle;
  try {
    loaded = load(bundle) as BeforeModelBundle;
  } catch {
    // a package with its bundle gone (doctor and install name it): nothing to mark, no word
    return;
  }
  loaded.beforeModel(raw);
}
