import type { MemoryProblem, YamlCause } from '../model/memory-problem.js';
import type { NotAFile } from '../model/not-a-file.js';
import type { InjectionKind, Likeness, PastDayField, SecretKind, TextField, UnsafeNameReason } from '../model/text-findings.js';

/**
 * The words of the one rule set for memory text (lib/checks): every finding's message and
 * fix, what keeps front matter from being read, and the names of what the checks look for.
 * Findings carry functions of these words (lib/checks/finding.ts), so `lint`, doctor,
 * `save`, `import` and the PostToolUse hook word them in their reader's language and
 * `--json` in English. Kept apart from the CLI catalogue: the PostToolUse hook imports
 * this one and nothing more. Arguments are names, paths, numbers and quoted text, already
 * made inert.
 */
export interface RuleWords {
  /** around each finding in `lint`'s report */
  report: {
    error: string;
    warning: string;
    /** where in the file: after the message */
    at(line: number, column?: number): string;
    /** where a refused save's finding is, in what it was given: the flag (`--tags`) that holds it */
    inFlag(flag: string): string;
    /** the same, in the body it was given: the body's own line, the front matter not counted */
    inBody(line: number, column?: number): string;
    fixLabel: string;
    /** lint --staged, of a file the working tree holds otherwise: `add` stages it, in backticks */
    unstaged(add: string): string;
    /** lint --staged, of a file the next commit leaves as the last one has it */
    committedBefore: string;
    /** lint --staged, of the pin or config on disk, edited and not staged, where the commit leaves the file as the last one has it */
    diskOnly(add: string): string;
    /** lint --staged, of the pin or config on disk, where the commit holds another version, staged */
    diskNotStaged(add: string): string;
  };
  /** a finding on one line, for messages that list several (PostToolUse, save, import) */
  item(message: string, fix: string): string;
  /** what keeps a file's front matter from being read */
  problem(memoryProblem: MemoryProblem): string;
  /** a front matter field, the body or the whole file */
  field(textField: TextField): string;
  frontMatter: {
    /** no front matter block, or one not closed: `problem` is worded above */
    unread(problem: string): string;
    /** no front matter, where the file has a line of words: the list shows that line instead, marked */
    firstLineListed(problem: string): string;
    /** how a memory file starts */
    shape: string;
    /** front matter opened and never closed: its fields end at `line`, where the closing `---` goes */
    unclosedFix(line: number): string;
    /** the `---` that opens the front matter is there, at `line`, after blank lines or spaces */
    leadingBlankFix(line: number): string;
    /** the fix of a UTF-16 file, whose `---` an editor shows */
    /** the file holds nothing: what the list shows for it, and the fix */
    empty: string;
    emptyFix: string;
    utf16Fix: string;
    codeLanguage(language: string): string;
    codeLanguageFix: string;
    otherLanguage(language: string): string;
    otherLanguageFix: string;
    codeTag(tag: string): string;
    codeTagFix: string;
    /** YAML the parser refused: what to do about the mistake `cause` names, at the file's `line` when known */
    /** `field`: the key the faulty line starts with, for the example */
    yamlFix(cause: YamlCause, line: number | undefined, field?: string): string;
    /** YAML that is a list or a single value instead of `key: value` lines */
    mappingFix: string;
    /** `&` anchors and `*` aliases that repeat values past what is read */
    aliasesFix: string;
    /** a line inside the front matter starts with `---` (MemoryProblem 'dash-line') */
    dashLineFix: (line: number) => string;
    /** front matter of `kb` KB, past the `maxKb` KB the hook reads of a file to list it */
    tooLong(kb: number, maxKb: number): string;
    tooLongFix(maxKb: number): string;
  };
  fields: {
    notADay(field: string, day: string): string;
    /** a day field whose time (or zone) is out of the clock's range: 2026-02-28T24:00:00 */
    notATime(field: string, value: string): string;
    /** review_by not written as a day: its example is a day to come, which review_by names */
    dayFix(field: string): string;
    /**
     * a field naming a day gone by that is no day, nor begins with one: the form and which
     * day it is, with no example day (any would be made up, and a day to come is wrong here)
     */
    pastDayFix(field: PastDayField): string;
    /**
     * created_at or updated_at holding `value`, which is no day written YYYY-MM-DD: ignored
     * where the day counts (the period a passed review_by moves on by, lint's check for a
     * superseded memory edited later), the list unaffected
     */
    notADate(field: string, value: string): string;
    /** such a field, or verified_at, that begins with a real day (`2026-12-03 10:00`): write `day` alone */
    dayAloneFix(field: string, day: string): string;
    namesFix: string;
    textFix(field: string): string;
    titleMissing: string;
    titleMissingFix: string;
    descriptionMissing: string;
    descriptionMissingFix: string;
    /** `description:` is there, and empty */
    descriptionEmpty: string;
    descriptionEmptyFix: string;
    multiline: string;
    multilineFix: string;
    long(length: number, max: number): string;
    longFix(max: number): string;
    /** invisible or control characters the list strips and the file keeps: each once, as U+XXXX */
    invisible(field: string, codes: readonly string[]): string;
    invisibleFix(field: string, count: number): string;
    /** a plain value YAML cut at " #": `kept` is what it reads as, `dropped` what it took for a comment */
    commentCut(field: string, kept: string, dropped: string): string;
    /** `quoted`: the field's line with its whole value in double quotes */
    commentCutFix(quoted: string): string;
  };
  /**
   * What stands where a file was expected, said after "is" (a folder, a symbolic link, a
   * special file): one wording for lint, save, verify and import
   */
  notAFile: Record<NotAFile, string>;
  /** a path where a memory file was expected holds something else; save, verify and import each add what to do */
  notAMemoryFile(path: string, what: NotAFile): string;
  encoding: string;
  encodingFix: string;
  mergeConflict: string;
  mergeConflictFix: string;
  /** git left the file unmerged with one side of the merge deleting it: no marker in the file says so */
  unmergedDeleted: string;
  /** `keep`: git add of the file, `drop`: git rm of it, each a command in backticks */
  unmergedDeletedFix(keep: string, drop: string): string;
  /** git left unmerged a memory no longer in the working tree; `moved`: where both sides renamed it, when they did */
  unmergedMissing(moved: readonly string[]): string;
  /** `drop`: git rm of the old name, a command in backticks */
  unmergedMissingFix(drop: string): string;
  /** both sides of the merge renamed one memory, to this name and to `other` */
  unmergedRenamedTwice(other: string): string;
  /** `keep`: the commands that keep this name and drop the other, in backticks */
  unmergedRenamedTwiceFix(keep: string): string;
  /** a file at the top of the memory folder (its README) git left with a content conflict */
  unmergedNotes: string;
  /** `add`: git add of the file, a command in backticks */
  unmergedNotesFix(add: string): string;
  /** added or renamed on one side in a folder the other side renamed: git put it where the folder went */
  unmergedPlaced: string;
  conflictInCode: string;
  conflictInCodeFix: string;
  secret: {
    /** `kind` as worded below */
    found(kind: string): string;
    /** `digest` is what `not_secrets` lists for text that only looks like a secret */
    fix(digest: string): string;
    kinds: Record<Exclude<SecretKind, 'assignment' | 'stated'>, string>;
    /** `password: …`, `API_KEY=…`: the key as written */
    assignment(key: string): string;
    /** "the password is …", "비번은 … 입니다": the secret's name as written */
    stated(key: string): string;
  };
  injection: {
    /** `field` and `kind` as worded here; `quote` is the matched text */
    found(field: string, kind: string, quote: string): string;
    fix: string;
    kinds: Record<InjectionKind, string>;
  };
  names: {
    /** `lint`: a name in a scope folder that is not a plain file */
    notAFile(name: string, what: NotAFile): string;
    notAFileFix: string;
    dotFile(name: string): string;
    notMd(name: string): string;
    /** a README.md (any case) directly in a scope folder */
    readme(name: string): string;
    readmeFix: string;
    /** a name that is not valid UTF-8, shown with a U+FFFD for each bad byte */
    notUtf8(name: string): string;
    unsafe(name: string, nameReason: UnsafeNameReason, max: number): string;
    rename(slug: string): string;
    renameAny: string;
    /** the fix for a name holding a credential: another name, and the credential replaced (git keeps the name) */
    renameSecret: string;
    /** the name the rename fix would give (`twin`, a file name) is another memory's: a rename would replace it */
    mergeTwin(twin: string): string;
    /** a note in a subfolder of the scope folder `scope`; `inScope` is its path below it */
    nested(inScope: string, scope: string): string;
    /** `target`: the scope folder and the file's name there, `app2/nested.md` */
    moveTo(target: string): string;
    /** a note in a subfolder whose move would land on `target`, a memory already there */
    mergeInto(target: string): string;
    /** the same when its name makes no file name: the scope folder alone */
    moveAny(scope: string): string;
  };
  folders: {
    /** a scope folder that is a symbolic link; `linkTarget` when it could be read */
    linkedScope(name: string, linkTarget: string | undefined): string;
    linkedScopeFix: string;
    /** a memory file directly in the memory folder, outside every scope folder */
    stray(name: string): string;
    strayFix: string;
    /** a folder in the memory folder whose name no project key can be (`_Global`, `a:b`): the list never reads it */
    noKey(folder: string): string;
    noKeyFix: string;
    unreadable: string;
    unreadableFix: string;
    /** a scope folder, or the memory folder itself, that permissions keep from being read */
    folderUnreadable: string;
    folderUnreadableFix: string;
    /** a file (`special`: a FIFO, socket or device) where the memory folder (`theRoot`) or a scope folder should be */
    notAFolder(special: boolean, theRoot: boolean): string;
    /** `move`: the command that moves it aside, in backticks */
    notAFolderFix(move: string): string;
    large(kb: number, maxKb: number): string;
    /** a memory an import would write past `maxKb` */
    tooLarge(kb: number, maxKb: number): string;
    largeFix: string;
    staleTemp: string;
    staleTempFix: string;
  };
  /** why two memories count as one (lib/save/near-duplicate.ts) */
  likeness(likeness: Likeness): string;
  duplicate(name: string, likeness: Likeness): string;
  duplicateFix: string;
  /** a project memory alike the global memory `name` */
  duplicateGlobal(name: string, likeness: Likeness): string;
  /**
   * `rename`: for a project memory of the global one's very name, the command that renames
   * it first, in backticks: until then `supersedes: [name]` would name the project file itself
   */
  duplicateGlobalFix(name: string, rename: string | undefined): string;
  reviewDue(date: string): string;
  /** `command` is the verify command, in backticks, as this user runs the CLI */
  reviewDueFix(command: string): string;
  pathMissing(path: string, root: string): string;
  pathMissingFix(command: string): string;
  supersedes: {
    self: string;
    loop(others: string): string;
    loopFix: string;
    /** a global memory names a project's memory */
    elsewhere(name: string, projects: string): string;
    elsewhereFix: string;
    /** looked for in `inProject`/ and _global/, or in _global/ alone for a global memory (`inProject` undefined) */
    unknown(name: string, inProject: string | undefined): string;
    /** `listing`: the `list --all` that shows the names within reach, in backticks */
    unknownFix(listing: string): string;
    /** unknownFix, with `near`: the memory it most likely meant (renamed by hand: its title makes the name; or a typo away) */
    unknownNearFix(near: string, listing: string): string;
    /** a superseded memory edited on `edited`, after `other` (`folder/name`) that supersedes it was last written or checked, on `settled` */
    editedLater(edited: string, other: string, settled: string): string;
    /** `update` and `verify`: the save --update and verify of `other`, in backticks, as this user runs the CLI */
    editedLaterFix(other: string, update: string, verify: string): string;
  };
}
