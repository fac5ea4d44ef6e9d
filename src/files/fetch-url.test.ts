// Fetching a feed URL against local servers: the size limit (declared and counted), the redirect limit, redirects to
// internal addresses (by literal address and by name, checked on the address dialled), the deadline, and the tenant's
// allowance for private addresses. `isPublic` stands in for the public internet: only 127.0.0.1 counts as public here,
// so the tests can dial a local server as if it were a public one and see everything else refused.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUrlText, isPublicAddress, type FetchLimits, type FetchSeams } from './fetch-url.ts';

let server: Server;
let base: string;
let dialled: string[] = [];
const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/feed.json': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"cars":[]}'),
  '/big': (_request, response) => response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)),
  '/big-chunked': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    for (let chunk = 0; chunk < 10; chunk += 1) response.write('y'.repeat(1000));
    response.end();
  },
  '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
  '/hop': (request, response) => {
    const left = Number(new URL(request.url!, 'http://x').searchParams.get('left'));
    response.writeHead(301, { location: left > 0 ? `/hop?left=${left - 1}` : '/feed.json' }).end();
  },
  '/to-metadata': (_request, response) => response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-mapped': (_request, response) => response.writeHead(307, { location: 'http://[::ffff:10.0.0.1]/feed.json' }).end(),
  '/to-internal-name': (_request, response) => response.writeHead(302, { location: `http://internal.example:${new URL(base).port}/feed.json` }).end(),
  '/slow': () => {}, // never answers
  '/gone': (_request, response) => response.writeHead(503).end('down'),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    dialled.push(request.url!);
    const route = routes[new URL(request.url!, 'http://x').pathname];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const limits: FetchLimits = { timeoutMs: 2000, maxBytes: 4096, maxRedirects: 5, allowPrivateNetwork: false };
/** Names as a resolver answers them: feeds.example is our "public" server; internal.example is on the private network. */
const names: Record<string, string[]> = { 'feeds.example': ['127.0.0.1'], 'internal.example': ['10.1.2.3'], 'mixed.example': ['127.0.0.1', '192.168.1.5'] };
const seams = (answers = names): FetchSeams => ({
  isPublic: (address) => address === '127.0.0.1',
  resolve: (hostname, _options, callback) => {
    const found = answers[hostname];
    if (!found) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      found.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  },
});
const named = (path: string) => `http://feeds.example:${new URL(base).port}${path}`;
const fetchText = (url: string, over: Partial<FetchLimits> = {}, seam: FetchSeams = seams()) => fetchUrlText(url, { ...limits, ...over }, seam);

describe('which addresses are public', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:93.184.216.34', true],
    ['2002:7f00:1::', false], // 6to4 carrying 127.0.0.1
    ['64:ff9b::a00:1', false], // NAT64 carrying 10.0.0.1
    ['not an address', false],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetching a feed URL', () => {
  it('fetches a feed by name, dialling the address the check allowed', async () => {
    expect(await fetchText(named('/feed.json'))).toBe('{"cars":[]}');
  });

  it('refuses a loopback address unless the tenant allows private addresses', async () => {
    await expect(fetchUrlText(`${base}/feed.json`, limits)).rejects.toThrow('127.0.0.1 is an internal address');
    await expect(fetchUrlText(`http://localhost:${new URL(base).port}/feed.json`, limits)).rejects.toThrow(
      /localhost resolves to (127\.0\.0\.1|::1), an internal address/,
    );
    expect(await fetchUrlText(`${base}/feed.json`, { ...limits, allowPrivateNetwork: true })).toBe('{"cars":[]}');
  });

  it('refuses a body over the size limit, declared or counted as it arrives', async () => {
    await expect(fetchText(named('/big'))).rejects.toThrow('the body is larger than 4096 bytes (5000 declared)');
    await expect(fetchText(named('/big-chunked'))).rejects.toThrow('the body is larger than 4096 bytes');
    expect(await fetchText(named('/big'), { maxBytes: 5000 })).toHaveLength(5000);
  });

  it('follows a few redirects, checking each hop, and refuses more than the limit', async () => {
    expect(await fetchText(named('/hop?left=4'))).toBe('{"cars":[]}'); // 5 redirects
    await expect(fetchText(named('/hop?left=5'))).rejects.toThrow('more than 5 redirects');
    dialled = [];
    await expect(fetchText(named('/loop'))).rejects.toThrow('more than 5 redirects');
    expect(dialled).toHaveLength(6);
  });

  it('refuses a redirect to an internal address, by literal address (IPv4-mapped included) or by name, before dialling it', async () => {
    await expect(fetchText(named('/to-metadata'))).rejects.toThrow('169.254.169.254 is an internal address');
    await expect(fetchText(named('/to-mapped'))).rejects.toThrow(/::ffff:a00:1 is an internal address|::ffff:10\.0\.0\.1 is an internal address/);
    await expect(fetchText(named('/to-internal-name'))).rejects.toThrow('internal.example resolves to 10.1.2.3, an internal address');
  });

  it('refuses a name with any internal answer, and checks the answer it dials (a name that changes its answer is caught)', async () => {
    await expect(fetchText(`http://mixed.example:${new URL(base).port}/feed.json`)).rejects.toThrow(
      'mixed.example resolves to 192.168.1.5, an internal address',
    );
    // DNS rebinding: a name that answers a public address, then an internal one. Each connection checks the answer it
    // dials (the lookup is the connector's own), so the second is refused.
    let asked = 0;
    const rebinding: FetchSeams = {
      ...seams(),
      resolve: (_hostname, _options, callback) => {
        asked += 1;
        callback(null, [{ address: asked === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }]);
      },
    };
    const rebound = `http://rebind.example:${new URL(base).port}/feed.json`;
    expect(await fetchText(rebound, {}, rebinding)).toBe('{"cars":[]}');
    await expect(fetchText(rebound, {}, rebinding)).rejects.toThrow('rebind.example resolves to 10.9.9.9, an internal address');
    expect(asked).toBe(2);
  });

  it('gives up at the deadline, and says what the server answered', async () => {
    const started = Date.now();
    await expect(fetchText(named('/slow'), { timeoutMs: 500 })).rejects.toThrow('timed out after 0.5 s');
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(fetchText(named('/gone'))).rejects.toThrow('answered HTTP 503');
  });

  it('fetches nothing but http(s), and no URL with credentials', async () => {
    await expect(fetchText('file:///etc/passwd')).rejects.toThrow('file: URLs are not fetched');
    await expect(fetchText(`http://user:secret@feeds.example:${new URL(base).port}/feed.json`)).rejects.toThrow('URLs with credentials are not fetched');
  });
});
