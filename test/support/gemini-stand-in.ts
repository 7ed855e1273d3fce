// A Gemini API (v1beta) stand-in on 127.0.0.1 so the real Gemini CLI (0.61.0,
// GOOGLE_GEMINI_BASE_URL) runs offline. It logs every request and answers each turn
// (streamGenerateContent with function declarations) from a queue: text, a command for
// run_shell_command, or any function call. A request for JSON fitting a schema (the model
// router, when no -m is given) gets an object that fits it; the CLI checks the router's
// complexity_score to be at least 1, which its schema does not say.
import type { ServerResponse } from 'node:http';
import { collectText, isObject, type LoggedRequest, type Loopback, sendJson, startLoopback } from './loopback.js';

export type GeminiReplyPart = string | { shell: string } | { call: string; args: Record<string, unknown> };
export type GeminiReply = GeminiReplyPart | readonly GeminiReplyPart[] | ((body: unknown) => GeminiReplyPart | readonly GeminiReplyPart[]);

export interface GeminiStandIn extends Loopback {
  mainBodies(): unknown[];
  queue(...replies: GeminiReply[]): void;
}

const GENERATE = /^\/v1beta\/models\/[^/:]+:(generateContent|streamGenerateContent)$/;

function config(body: unknown): Record<string, unknown> {
  return isObject(body) && isObject(body.generationConfig) ? body.generationConfig : {};
}

const wantsJson = (body: unknown): boolean => config(body).responseJsonSchema !== undefined || config(body).responseMimeType === 'application/json';

function declaresFunctions(body: unknown): boolean {
  const tools = isObject(body) && Array.isArray(body.tools) ? body.tools : [];
  return tools.some((tool) => isObject(tool) && Array.isArray(tool.functionDeclarations) && tool.functionDeclarations.length > 0);
}

/** A value that fits a (JSON or OpenAPI-style) schema: every property, the first enum value, numbers at their minimum or 1. */
export function valueForSchema(schema: unknown): unknown {
  if (!isObject(schema)) return {};
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const type = String(schema.type ?? (isObject(schema.properties) ? 'object' : 'string')).toLowerCase();
  if (type === 'object')
    return Object.fromEntries(Object.entries(isObject(schema.properties) ? schema.properties : {}).map(([k, v]) => [k, valueForSchema(v)]));
  if (type === 'array') return Array.from({ length: typeof schema.minItems === 'number' ? schema.minItems : 0 }, () => valueForSchema(schema.items));
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return false;
  return 'stand-in';
}

function part(reply: GeminiReplyPart): Record<string, unknown> {
  if (typeof reply === 'string') return { text: reply };
  if ('shell' in reply) return { functionCall: { name: 'run_shell_command', args: { command: reply.shell, description: 'stand-in command' } } };
  return { functionCall: { name: reply.call, args: reply.args } };
}

function send(res: ServerResponse, request: LoggedRequest, parts: Record<string, unknown>[]): void {
  const chunk = {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 10, totalTokenCount: 110 },
  };
  if (!request.path.endsWith(':streamGenerateContent')) {
    sendJson(res, 200, chunk);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.end(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
}

export async function startGeminiStandIn(defaultReply = 'ok'): Promise<GeminiStandIn> {
  const pending: GeminiReply[] = [];
  const isMain = (r: Omit<LoggedRequest, 'main'>) => r.method === 'POST' && GENERATE.test(r.path) && !wantsJson(r.body) && declaresFunctions(r.body);
  const loopback = await startLoopback(isMain, (request, res) => {
    if (request.method === 'POST' && GENERATE.test(request.path)) {
      if (wantsJson(request.body)) return send(res, request, [{ text: JSON.stringify(valueForSchema(config(request.body).responseJsonSchema)) }]);
      const reply = (request.main ? pending.shift() : undefined) ?? (request.main ? defaultReply : 'Stand-in reply');
      const parts = typeof reply === 'function' ? reply(request.body) : reply;
      return send(res, request, (Array.isArray(parts) ? parts : [parts]).map(part));
    }
    if (request.method === 'POST' && request.path.endsWith(':countTokens')) return sendJson(res, 200, { totalTokens: 100 });
    if (request.method === 'GET' && request.path.startsWith('/v1beta/models')) return sendJson(res, 200, { models: [] });
    sendJson(res, 404, { error: { code: 404, message: `${request.method} ${request.path} is not served by the stand-in`, status: 'NOT_FOUND' } });
  });
  return {
    ...loopback,
    mainBodies: () => loopback.requests.filter((r) => r.main).map((r) => r.body),
    queue: (...replies) => {
      pending.push(...replies);
    },
  };
}

/** Everything a request shows the model: the system instruction, then every part of every turn. */
export function geminiRequestText(body: unknown): string {
  const parts = collectText(isObject(body) ? [body.systemInstruction, body.contents] : [], ['parts', 'text']);
  const calls = isObject(body) && Array.isArray(body.contents) ? body.contents.flatMap((c) => (isObject(c) && Array.isArray(c.parts) ? c.parts : [])) : [];
  const more = calls.flatMap((p) => (isObject(p) ? [p.functionCall, p.functionResponse].filter((x) => x !== undefined).map((x) => JSON.stringify(x)) : []));
  return [...parts, ...more].join('\n');
}

/**
 * The `<hook_context>` parts of a request's turns, in order: where Gemini puts a BeforeAgent
 * hook's context. Gemini CLI 0.61.0 escapes `<` and `>` in it (and nothing else) as `&lt;`
 * and `&gt;`; this gives the text back as the hook printed it.
 */
export function hookContexts(body: unknown): string[] {
  const contents = isObject(body) && Array.isArray(body.contents) ? body.contents : [];
  const texts = collectText(contents, ['parts', 'text']);
  return texts.flatMap((text) => {
    const match = /^<hook_context>([\s\S]*)<\/hook_context>$/.exec(text);
    return match ? [(match[1] as string).replaceAll('&lt;', '<').replaceAll('&gt;', '>')] : [];
  });
}

/** What the function calls of earlier turns returned, by name. */
export function functionResponses(body: unknown): Array<{ name: string; response: unknown }> {
  const contents = isObject(body) && Array.isArray(body.contents) ? body.contents : [];
  return contents.flatMap((c) =>
    (isObject(c) && Array.isArray(c.parts) ? c.parts : []).flatMap((p) =>
      isObject(p) && isObject(p.functionResponse) ? [{ name: String(p.functionResponse.name), response: p.functionResponse.response }] : [],
    ),
  );
}
