// The plumbing every model-API stand-in shares: a server on 127.0.0.1 on a port of its
// own, a request log, bodies read whole, and a close that does not wait for keep-alive.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface LoggedRequest {
  method: string;
  /** the path without the query */
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  /** the parsed JSON body; undefined when there was none or it was not JSON */
  body: unknown;
  /** a turn of the conversation, as the stand-in reads it */
  main: boolean;
}

export type Handler = (request: LoggedRequest, res: ServerResponse) => void;

export interface Loopback {
  port: number;
  url: string;
  readonly requests: readonly LoggedRequest[];
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024 * 1024;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A request's body as text; past MAX_BODY the rest is dropped (a stand-in needs no more). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A body as JSON; undefined when it is empty or not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return raw.trim() === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Starts a server on 127.0.0.1 that logs each request (`isMain` marks the turns) before `handle` answers it; closed when the test finishes. */
export async function startLoopback(isMain: (request: Omit<LoggedRequest, 'main'>) => boolean, handle: Handler): Promise<Loopback> {
  const requests: LoggedRequest[] = [];
  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => {
        const [path = '/', query = ''] = (req.url ?? '/').split('?');
        const partial = { method: req.method ?? 'GET', path, query, headers: req.headers, body: parseJson(raw) };
        const request = { ...partial, main: isMain(partial) };
        requests.push(request);
        handle(request, res);
      })
      .catch((error: unknown) => sendJson(res, 500, { error: { message: String(error) } }));
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // a broken socket must not take the test process down
  server.on('error', () => {});
  server.on('clientError', (_error, socket) => socket.destroy());
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  onTestFinished(close);
  return { port, url: `http://127.0.0.1:${port}`, requests, close };
}

/** Every string under `value` that a model reads, in document order (keys named in `fields`). */
export function collectText(value: unknown, fields: readonly string[], out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, fields, out);
  else if (isObject(value)) for (const field of fields) if (value[field] !== undefined) collectText(value[field], fields, out);
  return out;
}
