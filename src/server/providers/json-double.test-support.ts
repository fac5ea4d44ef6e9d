// A local double of an outside JSON service (the lender's quotes, market data, a plate lookup) for tests: it records
// every call (method, path, headers, body) and answers with what the test sets, on 127.0.0.1 and a free port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DoubleCall = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: unknown };
export type DoubleAnswer = (call: DoubleCall, res: ServerResponse) => void | Promise<void>;

export const answerJson =
  (body: unknown, status = 200, delayMs = 0): DoubleAnswer =>
  async (_call, res) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  };

export async function startJsonDouble(answer: DoubleAnswer) {
  const calls: DoubleCall[] = [];
  let current = answer;
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const call: DoubleCall = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    await current(call, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    calls,
    answer: (next: DoubleAnswer) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
