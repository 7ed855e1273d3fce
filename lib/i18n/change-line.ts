import type { SettingsChange } from '../model/settings-change.js';

type Tense = 'plan' | 'done';

/** Each verb as a plan ("add") and as done ("added"); `set` is both. */
const VERB = {
  add: { plan: 'add', done: 'added' },
  update: { plan: 'update', done: 'updated' },
  remove: { plan: 'remove', done: 'removed' },
  set: { plan: 'set', done: 'set' },
  create: { plan: 'create', done: 'created' },
  trust: { plan: 'trust', done: 'trusted' },
  move: { plan: 'move', done: 'moved' },
} as const;

function line(change: SettingsChange, tense: Tense): string {
  const v = (verb: keyof typeof VERB) => VERB[verb][tense];
  switch (change.kind) {
    case 'add-hook':
      return `${v('add')} ${change.event} hook: ${change.command}`;
    case 'update-hook':
      return `${v('update')} ${change.event} hook: ${change.command}`;
    case 'remove-hook':
      return `${v('remove')} ${change.event} hook: ${change.command}`;
    case 'set-key':
      return `${v('set')} ${change.key}: ${JSON.stringify(change.value)}`;
    case 'remove-key':
      return `${v('remove')} ${change.key}`;
    case 'create-file':
    case 'create-folder':
      return `${v('create')} ${change.path}`;
    case 'remove-file':
    case 'remove-folder':
      return `${v('remove')} ${change.path}`;
    case 'trust-hook':
      return `${v('trust')} ${change.event} hook in ${change.config}`;
    case 'untrust-hook':
      return `${v('remove')} the trust of ${change.key} from ${change.config}`;
    case 'move-trust':
      return `${v('move')} the trust of ${change.from} to ${change.to} in ${change.config}, where that hook is now`;
    case 'unignore':
      return `${v('remove')} ${change.line} from ${change.exclude}`;
    case 'add-include':
      return `${v('add')} ${change.value} to ${change.list ?? 'context.includeDirectories'}${change.file ? ` in ${change.file}` : ''}`;
    case 'remove-include':
      return `${v('remove')} ${change.value} from ${change.list ?? 'context.includeDirectories'}${change.file ? ` in ${change.file}` : ''}`;
  }
}

/**
 * A settings change in English. Also its machine form, in `install --json` and `uninstall
 * --json` under `changes`: English in every language, worded as before changes became
 * data, so a script that matched `add UserPromptSubmit hook: …` or `set
 * autoMemoryEnabled: false` still does.
 */
export function changeLine(change: SettingsChange): string {
  return line(change, 'plan');
}

/** The same change, done: "added UserPromptSubmit hook: …", "set autoMemoryEnabled: false". */
export function changeDoneLine(change: SettingsChange): string {
  return line(change, 'done');
}
