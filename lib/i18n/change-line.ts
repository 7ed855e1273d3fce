import type { SettingsChange } from '../model/settings-change.js';

/**
 * A settings change in English. Also its machine form, in `install --json` and `uninstall
 * --json` under `changes`: English in every language, worded as before changes became
 * data, so a script that matched `add UserPromptSubmit hook: …` or `set
 * autoMemoryEnabled: false` still does.
 */
export function changeLine(change: SettingsChange): string {
  switch (change.kind) {
    case 'add-hook':
      return `add ${change.event} hook: ${change.command}`;
    case 'update-hook':
      return `update ${change.event} hook: ${change.command}`;
    case 'remove-hook':
      return `remove ${change.event} hook: ${change.command}`;
    case 'set-key':
      return `set ${change.key}: ${JSON.stringify(change.value)}`;
    case 'remove-key':
      return `remove ${change.key}`;
    case 'create-file':
      return `create ${change.path}`;
    case 'remove-file':
      return `remove ${change.path}`;
    case 'trust-hook':
      return `trust ${change.event} hook in ${change.config}`;
    case 'untrust-hook':
      return `remove the trust of ${change.key} from ${change.config}`;
    case 'add-include':
      return `add ${change.value} to context.includeDirectories`;
    case 'remove-include':
      return `remove ${change.value} from context.includeDirectories`;
  }
}

/** The same change, done: "added UserPromptSubmit hook: …", "set autoMemoryEnabled: false". */
export function changeDoneLine(change: SettingsChange): string {
  switch (change.kind) {
    case 'add-hook':
      return `added ${change.event} hook: ${change.command}`;
    case 'update-hook':
      return `updated ${change.event} hook: ${change.command}`;
    case 'remove-hook':
      return `removed ${change.event} hook: ${change.command}`;
    case 'set-key':
      return `set ${change.key}: ${JSON.stringify(change.value)}`;
    case 'remove-key':
      return `removed ${change.key}`;
    case 'create-file':
      return `created ${change.path}`;
    case 'remove-file':
      return `removed ${change.path}`;
    case 'trust-hook':
      return `trusted ${change.event} hook in ${change.config}`;
    case 'untrust-hook':
      return `removed the trust of ${change.key} from ${change.config}`;
    case 'add-include':
      return `added ${change.value} to context.includeDirectories`;
    case 'remove-include':
      return `removed ${change.value} from context.includeDirectories`;
  }
}
