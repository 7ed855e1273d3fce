// A Responses-API stand-in on 127.0.0.1 so the real Codex CLI (0.169.0, `wire_api =
// "responses"`) runs offline. It logs every request, so a test reads exactly what Codex
// showed the model, and answers each turn from a queue: assistant text, or a command run
// through the shell tool the request offers (`exec_command {cmd}` for a model slug Codex
// does not know; a known slug switches Codex to a JavaScript "code mode" with no such tool).
// It streams only what Codex needs: response.created, one output_item.done per item,
// response.completed.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { collectText, isObject, type LoggedRequest, type Loopback, sendJson, startLoopback } from './loopback.js';

export type CodexReplyItem = string | { shell: string } | { call: string; arguments: Record<string, unknown>; namespace?: string };
/** An item, several, or a function of the request body worked out when the turn is answered. */
export type CodexReply = CodexReplyItem | readonly CodexReplyItem[] | ((body: unknown) => CodexReplyItem | readonly CodexReplyItem[]);

export interface CodexStandIn extends Loopback {
  /** the base_url for a Codex model provider */
  baseUrl: string;
  /** bodies of the turns (x-codex-turn-metadata request_kind "turn") */
  mainBodies(): unknown[];
  queue(...replies: CodexReply[]): void;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Codex's per-request metadata header: request_kind ("turn", "compaction"), thread_source ("user", "subagent"), … */
export function turnMetadata(request: Pick<LoggedRequest, 'headers'>): Record<string, unknown> {
  try {
    const meta: unknown = JSON.parse(String(request.headers['x-codex-turn-metadata'] ?? ''));
    return isObject(meta) ? meta : {};
  } catch {
    return {};
  }
}

function outputItem(item: CodexReplyItem): Record<string, unknown> {
  if (typeof item === 'string') {
    return { type: 'message', id: id('msg'), status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: item, annotations: [] }] };
  }
  const [name, args, namespace] = 'shell' in item ? ['exec_command', { cmd: item.shell }, undefined] : [item.call, item.arguments, item.namespace];
  return {
    type: 'function_call',
    id: id('fc'),
    status: 'completed',
    ...(namespace ? { namespace } : {}),
    name,
    arguments: JSON.stringify(args),
    call_id: id('call'),
  };
}

function send(res: ServerResponse, model: string, items: Record<string, unknown>[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let sequence = 0;
  const event = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`);
  const response = (status: string, output: unknown[], usage: unknown) => ({ id: 'resp_stand_in', object: 'response', status, model, output, usage });
  event('response.created', { response: response('in_progress', [], null) });
  for (const [index, item] of items.entries()) event('response.output_item.done', { output_index: index, item });
  const usage = {
    input_tokens: 100,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 10,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 110,
  };
  event('response.completed', { response: response('completed', items, usage) });
  res.end();
}

/**
 * `replyFor` answers a turn before the queue does, worked out from the request: for
 * conversations that run side by side (a sub-agent's and the main one), whose requests
 * arrive in no fixed order.
 */
export async function startCodexStandIn(defaultReply = 'ok', replyFor?: (request: LoggedRequest) => CodexReply | undefined): Promise<CodexStandIn> {
  const pending: CodexReply[] = [];
  const isMain = (r: Omit<LoggedRequest, 'main'>) => r.method === 'POST' && r.path === '/v1/responses' && turnMetadata(r).request_kind === 'turn';
  const loopback = await startLoopback(isMain, (request, res) => {
    if (request.method === 'POST' && request.path === '/v1/responses' && isObject(request.body)) {
      const routed = request.main ? replyFor?.(request) : undefined;
      const reply = routed ?? (request.main ? pending.shift() : undefined) ?? (request.main ? defaultReply : 'Summary (stand-in).');
      const items = typeof reply === 'function' ? reply(request.body) : reply;
      const model = typeof request.body.model === 'string' ? request.body.model : 'stand-in-model';
      send(res, model, (Array.isArray(items) ? items : [items]).map(outputItem));
      return;
    }
    if (request.method === 'GET' && request.path === '/v1/models') return sendJson(res, 200, { object: 'list', data: [], models: [] });
    sendJson(res, 404, { error: { message: `${request.method} ${request.path} is not served by the stand-in` } });
  });
  return {
    ...loopback,
    baseUrl: `${loopback.url}/v1`,
    mainBodies: () => loopback.requests.filter((r) => r.main).map((r) => r.body),
    queue: (...replies) => {
      pending.push(...replies);
    },
  };
}

/** Everything a Responses request shows the model: instructions, messages, tool calls and their output. */
export function codexRequestText(body: unknown): string {
  return collectText(isObject(body) ? [body.instructions, body.input] : [], ['content', 'text', 'output', 'arguments']).join('\n');
}

/** The developer messages of a request, in order: where Codex puts hook context, verbatim. */
export function developerTexts(body: unknown): string[] {
  const input = isObject(body) && Array.isArray(body.input) ? body.input : [];
  return input.filter((item) => isObject(item) && item.role === 'developer').flatMap((item) => collectText(item, ['content', 'text']));
}

/** What the tool calls of earlier turns returned. */
export function codexToolOutputs(body: unknown): string[] {
  const input = isObject(body) && Array.isArray(body.input) ? body.input : [];
  return input.filter((item) => isObject(item) && item.type === 'function_call_output').map((item) => String((item as Record<string, unknown>).output));
}
