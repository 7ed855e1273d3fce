/** A settings scope as Korean text names it, as Claude Code's own Korean pages do: 사용자 설정, 프로젝트 설정, 로컬 설정. */
const SCOPE_WORDS: Record<string, string> = { user: '사용자', project: '프로젝트', local: '로컬' };

/** `scope` (user, project, local) in Korean; any other word as it is. */
export const scopeKo = (scope: string): string => SCOPE_WORDS[scope] ?? scope;
