/**
 * What the checks on memory text (lib/checks) find, as ids: the rule catalogue
 * (lib/i18n/rules.ts) words each one in Korean and English.
 */

/** Where in a memory a finding is: a front matter field, the body, or the whole file. */
export type TextField = 'title' | 'description' | 'source' | 'tags' | 'body' | 'file' | 'name';

/**
 * A day field naming a day gone by: when the memory was written, last changed, last
 * checked. review_by, a day to come, is the other.
 */
export type PastDayField = 'created_at' | 'updated_at' | 'verified_at';

/** What instruction-like text reads as (lib/format/injection.ts). */
export type InjectionKind =
  | 'override'
  | 'identity'
  | 'system-prompt'
  | 'fake-tag'
  | 'download-to-shell'
  | 'decoded-command'
  | 'no-consent'
  | 'consent-order'
  | 'secrecy'
  | 'permission-bypass'
  /** an order about the model's replies or sessions: "include it in your first reply", "before answering, run …" */
  | 'reply-order'
  /** an order to read or send a credential file: "read ~/.ssh/id_rsa", "cat ~/.aws/credentials" */
  | 'credential-read'
  /** a command that deletes a home or root folder: `rm -rf ~`, `rm -rf /` */
  | 'destructive-command'
  /** a chat role's label opening an order, as a transcript writes one: "Assistant: you must …" */
  | 'role-label'
  /** an order to do what cannot be undone: "Claude, always force-push to main", "you must reset --hard" */
  | 'destructive-order';

/** What a likely credential looks like (lib/format/secrets.ts). */
export type SecretKind =
  | 'private-key'
  | 'aws-access-key'
  | 'vault-token'
  | 'github-token'
  | 'gitlab-token'
  | 'slack-token'
  | 'npm-token'
  | 'anthropic-key'
  | 'openai-key'
  | 'jwt'
  | 'stripe-key'
  | 'google-api-key'
  | 'sendgrid-key'
  | 'hugging-face-token'
  | 'docker-token'
  /** Google's OAuth client secret, access or refresh token */
  | 'google-oauth'
  /** a known service's token by its prefix: Shopify, DigitalOcean, PyPI, Atlassian, Groq, Linear, Notion … */
  | 'service-token'
  /** a session's cookie value in a Cookie header */
  | 'session-cookie'
  | 'registry-auth'
  | 'azure-storage-key'
  | 'authorization-header'
  | 'basic-auth'
  /** `mysql -pX`, `docker login -p X`, `sshpass -p X`, `redis-cli -a X`, `--password X` */
  | 'command-password'
  | 'connection-password'
  | 'bearer-token'
  | 'slack-webhook'
  | 'discord-webhook'
  | 'login-pair'
  | 'assignment'
  /** told in a sentence: "the password is …", "비번은 … 입니다" (lib/format/stated-secrets.ts) */
  | 'stated';

/** Why a file name is one `save` would never write (lib/checks/check-name.ts). */
/** `decomposed`: Hangul written as separate letters (NFD, as macOS may write names), another name than its composed form */
export type UnsafeNameReason = 'control' | 'spaces' | 'uppercase' | 'too-long' | 'edge' | 'dashes' | 'device' | 'decomposed' | 'characters';

/** Why two memories count as one (lib/save/near-duplicate.ts measures it). */
export type Likeness =
  | { kind: 'same-title' }
  /** names one word's plural apart (`staging-db-reset`, `staging-db-resets`): most often one fact saved twice */
  | { kind: 'plural-name' }
  /** `crossed`: one memory's title like the other's description (a title written as the other's one-line summary) */
  | { kind: 'similar'; field: 'title' | 'description' | 'crossed'; percent: number };
