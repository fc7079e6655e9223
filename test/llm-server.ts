import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmBehaviour = { kind: 'answer'; content: string } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FakeLlmServer {
  readonly baseUrl: string;
  /** What the next requests get. */
  behaviour: LlmBehaviour;
  readonly requests: Array<{ model: string; messages: Array<{ role: string; content: string }>; authorization: string | undefined }>;
  close(): Promise<void>;
}

/** A loopback OpenAI-compatible /v1/chat/completions for tests: answers as told. */
export async function startFakeLlm(): Promise<FakeLlmServer> {
  const sockets = new Set<import('node:net').Socket>();
  const state: FakeLlmServer = {
    baseUrl: '',
    behaviour: { kind: 'answer', content: '{}' },
    requests: [],
    close: () => new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}') as { model: string; messages: Array<{ role: string; content: string }> };
      state.requests.push({ model: parsed.model, messages: parsed.messages, authorization: req.headers.authorization });
      const behaviour = state.behaviour;
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'status') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":"nope"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: behaviour.content } }] }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
}
