// A tiny Messages-API stand-in on 127.0.0.1 so the real Claude Code CLI runs offline.
// It records every request body, so a test can check exactly what Claude was shown,
// and answers main requests from a queue of scripted replies (text or tool_use).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { isObject, parseJson, readBody, sendJson } from './loopback.js';

export type ReplyBlock = { type: 'text'; text: string } | { type: 'tool_use'; name: string; input: Record<string, unknown>; id?: string };

/** A plain string is one text block. */
export type ScriptedReply = string | ReplyBlock | readonly ReplyBlock[];

export interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** the parsed JSON body; undefined when there was none or it was not JSON */
  body: unknown;
  /** true for POST /v1/messages with `tools` in the body: a turn of the conversation */
  main: boolean;
  at: number;
}

export interface StandInOptions {
  /** answer to a main request when the queue is empty */
  defaultReply?: string;
  /** answer to a side request (title, summary …: no `tools` in the body) */
  sideReply?: string;
  /**
   * input_tokens to report for a request (default: a quarter of its bytes): report a
   * context near its limit, and Claude Code compacts before its next turn
   */
  inputTokens?: (body: unknown) => number | undefined;
  /**
   * The reply to a request, worked out from its body; undefined falls back to the queue.
   * For conversations that run side by side (a subagent and the main one), whose
   * requests arrive in no fixed order.
   */
  replyFor?: (body: Record<string, unknown>, main: boolean) => ScriptedReply | undefined;
  /** milliseconds to wait before answering a request (a slow reply, for a prompt stopped before it) */
  delayFor?: (body: Record<string, unknown>, main: boolean) => number;
}

export interface StandIn {
  port: number;
  url: string;
  /** every request in arrival order, /v1/messages and everything else */
  readonly requests: readonly LoggedRequest[];
  /** bodies of POST /v1/messages requests that carried `tools` */
  mainBodies(): unknown[];
  /** bodies of every POST /v1/messages request */
  messageBodies(): unknown[];
  /** replies for the next main requests, in order */
  queue(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

type Usage = { input_tokens: number; output_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number };

interface ContentOut {
  blocks: Array<{ type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }>;
  stopReason: 'end_turn' | 'tool_use';
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const defaultReply = options.defaultReply ?? 'ok';
  const sideReply = options.sideReply ?? 'Stand-in title';
  const requests: LoggedRequest[] = [];
  const pending: ScriptedReply[] = [];

  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((raw) => handle(req, res, raw))
      .catch((error: unknown) => sendJson(res, 500, apiError('api_error', String(error))));
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    const body = parseJson(raw);
    const isMessages = method === 'POST' && path === '/v1/messages';
    const main = isMessages && isObject(body) && Array.isArray(body.tools) && body.tools.length > 0;
    requests.push({ method, path, headers: req.headers, body, main, at: Date.now() });

    if (isMessages) {
      if (!isObject(body)) {
        sendJson(res, 400, apiError('invalid_request_error', 'body must be a JSON object'));
        return;
      }
      const next = options.replyFor?.(body, main) ?? (main ? pending.shift() : undefined);
      const content = toContent(next ?? (main ? defaultReply : sideReply));
      const model = typeof body.model === 'string' ? body.model : 'claude-stand-in';
      const usage = usageFor(raw, content);
      const forced = options.inputTokens?.(body);
      if (forced !== undefined) usage.input_tokens = forced;
      const send = () => {
        if (res.destroyed) return;
        if (body.stream === true) sendStream(res, model, content, usage);
        else sendJson(res, 200, messageJson(model, content, usage));
      };
      const delay = options.delayFor?.(body, main) ?? 0;
      if (delay > 0) setTimeout(send, delay);
      else send();
      return;
    }
    if (method === 'POST' && path === '/v1/messages/count_tokens') {
      sendJson(res, 200, { input_tokens: Math.max(1, Math.ceil(raw.length / 4)) });
      return;
    }
    if ((method === 'HEAD' || method === 'GET') && path === '/') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(method === 'HEAD' ? undefined : 'ok');
      return;
    }
    sendJson(res, 404, apiError('not_found_error', `${method} ${path} is not served by the stand-in`));
  }

  // Claude Code keeps connections alive; close them on shutdown so close() returns promptly.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {
    // a broken socket must not take the test process down
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    mainBodies: () => requests.filter((r) => r.main).map((r) => r.body),
    messageBodies: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/messages').map((r) => r.body),
    queue: (...replies) => {
      pending.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function toContent(reply: ScriptedReply): ContentOut {
  const list: readonly ReplyBlock[] = typeof reply === 'string' ? [{ type: 'text', text: reply }] : Array.isArray(reply) ? reply : [reply as ReplyBlock];
  const blocks = list.map((block) =>
    block.type === 'text'
      ? { type: 'text' as const, text: block.text }
      : { type: 'tool_use' as const, id: block.id ?? `toolu_${randomBytes(12).toString('hex')}`, name: block.name, input: block.input },
  );
  return { blocks, stopReason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn' };
}

function usageFor(raw: string, content: ContentOut): Usage {
  return {
    input_tokens: Math.max(1, Math.ceil(raw.length / 4)),
    output_tokens: Math.max(1, Math.ceil(JSON.stringify(content.blocks).length / 4)),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

function messageId(): string {
  return `msg_${randomBytes(12).toString('hex')}`;
}

function messageJson(model: string, content: ContentOut, usage: Usage): Record<string, unknown> {
  return {
    id: messageId(),
    type: 'message',
    role: 'assistant',
    model,
    content: content.blocks,
    stop_reason: content.stopReason,
    stop_sequence: null,
    usage,
  };
}

/** The event order of the real streaming API: start, one start/delta/stop per block, delta, stop. */
function sendStream(res: ServerResponse, model: string, content: ContentOut, usage: Usage): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (event: string, data: Record<string, unknown>): void => {
    res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
  };
  send('message_start', {
    message: {
      id: messageId(),
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...usage, output_tokens: 1 },
    },
  });
  content.blocks.forEach((block, index) => {
    if (block.type === 'text') {
      send('content_block_start', { index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { index, delta: { type: 'text_delta', text: block.text } });
    } else {
      send('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    }
    send('content_block_stop', { index });
  });
  send('message_delta', { delta: { stop_reason: content.stopReason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
  send('message_stop', {});
  res.end();
}

function apiError(type: string, message: string): Record<string, unknown> {
  return { type: 'error', error: { type, message } };
}

/**
 * Every piece of text a request body shows the model: the system prompt and each
 * message, whether content is a plain string or blocks (text, tool_result with
 * string or block content, tool_use input).
 */
export function requestTexts(body: unknown): string[] {
  const out: string[] = [];
  if (!isObject(body)) return out;
  collect(body.system, out);
  if (Array.isArray(body.messages)) {
    for (const message of body.messages) if (isObject(message)) collect(message.content, out);
  }
  return out;
}

function collect(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.text === 'string') out.push(value.text);
  if (value.content !== undefined) collect(value.content, out);
  if (value.type === 'tool_use' && value.input !== undefined) out.push(JSON.stringify(value.input));
}

/** All the text of one request body, joined by newlines. */
export function requestText(body: unknown): string {
  return requestTexts(body).join('\n');
}

/** Did this request show the model `needle` (a substring or a pattern) anywhere? */
export function bodyContains(body: unknown, needle: string | RegExp): boolean {
  const text = requestText(body);
  return typeof needle === 'string' ? text.includes(needle) : text.search(needle) >= 0;
}

/** Did any of these request bodies show the model `needle`? */
export function anyBodyContains(bodies: readonly unknown[], needle: string | RegExp): boolean {
  return bodies.some((body) => bodyContains(body, needle));
}

/** A stand-in owned by the current test: its own port, closed when the test finishes. */
export async function useStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const standIn = await startStandIn(options);
  onTestFinished(() => standIn.close());
  return standIn;
}
