import { colorsFor } from '../../lib/cli/colors.js';
import { boolFlag, type Command } from '../../lib/cli/command.js';
import { DIR_OPTION, dirFlag } from '../../lib/cli/dir-flag.js';
import { PROJECT_OPTION, workspaceFor } from '../../lib/cli/workspace-flag.js';
import { loadMemories } from '../../lib/index/memory-set.js';
import { entryLineParts } from '../../lib/render/render-list.js';
import { toSafeLine } from '../../lib/render/safe-line.js';

// --help text and messages: lib/cli/messages (ko and en)
export const list: Command = {
  name: 'list',
  options: { ...DIR_OPTION, ...PROJECT_OPTION, json: { type: 'boolean' } },
  run(args, ctx, msg) {
    const dir = dirFlag(args, ctx);
    const workspace = workspaceFor(args, dir, ctx);
    const entries = loadMemories(workspace.memoryRoot, workspace.project.key).entries();
    if (boolFlag(args, 'json')) {
      const memories = entries.map((e) => ({
        scope: e.scope,
        folder: e.folder,
        name: e.name,
        title: e.meta.title ?? null,
        description: e.meta.description ?? null,
        tags: e.meta.tags,
        pinned: e.meta.pinned,
        path: e.path,
        problems: e.problems,
      }));
      const out = {
        workspaceRoot: workspace.root,
        memoryRoot: workspace.memoryRoot,
        projectKey: workspace.project.key,
        keySource: workspace.project.source,
        memories,
      };
      ctx.stdout(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    const c = colorsFor(ctx);
    ctx.stdout(`${c.bold(workspace.memoryRoot)}  ${c.dim(msg.list.projectKey(workspace.project.key, msg.list.sources[workspace.project.source]))}\n`);
    if (entries.length === 0) ctx.stdout(`${c.dim(msg.list.empty)}\n`);
    // this output is read by Claude too (the list points at it): every part stays inert
    for (const e of entries) {
      const { label, name, description } = entryLineParts(e, workspace.config.lang);
      const problem = e.problems.length > 0 ? ` ${c.yellow(`⚠ ${toSafeLine(e.problems.join('; '), 300)}`)}` : '';
      ctx.stdout(`[${c.cyan(label)}] ${c.bold(name)} — ${description}${problem}\n  ${c.dim(toSafeLine(e.path, 4096))}\n`);
    }
  },
};
