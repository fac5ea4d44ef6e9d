// TRUST_PROXY and the client's address and scheme behind proxies: proxy-addr's right-to-left walk, with clients that
// write their own X-Forwarded-For entries at the left; then the same through a real socket.
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnv } from './api-env.ts';
import { clientAddress, isSameOrigin, requestScheme } from './leads/request.ts';
import { clientAddressOf, parseTrustProxy, requestSchemeOf, TRUST_NO_PROXY, TrustProxyError, type ProxyTrust } from './proxy-trust.ts';
import { send } from './test-support.ts';

/** What proxy-addr reads of a request: the socket's peer and the headers. */
const incoming = (peer: string, headers: Record<string, string> = {}, encrypted = false) =>
  ({ socket: { remoteAddress: peer, encrypted }, connection: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe('parseTrustProxy', () => {
  it.each(['', undefined, '0', 'false'])('%s trusts no proxy', (value) => {
    expect(parseTrustProxy(value)).toBe(TRUST_NO_PROXY);
  });

  it('trusts a number of hops in front of the server, whatever their addresses', () => {
    const two = parseTrustProxy('2');
    expect([two('203.0.113.1', 0), two('198.51.100.7', 1), two('192.0.2.1', 2)]).toEqual([true, true, false]);
    expect(two.description).toBe('2 proxy hops');
  });

  it('trusts listed addresses, CIDR ranges and proxy-addr names', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8,192.168.1.5');
    expect(['127.0.0.1', '::1', '10.200.3.4', '192.168.1.5'].map((address) => trust(address, 0))).toEqual([true, true, true, true]);
    expect(['192.168.1.6', '11.0.0.1', '203.0.113.9'].map((address) => trust(address, 0))).toEqual([false, false, false]);
  });

  it.each([
    ['true', /would trust every address/],
    ['10.0.0.0/33', /invalid range/],
    ['proxy.example.com', /invalid IP address/],
    ['10.0.0.1,,10.0.0.2', /empty entry/],
    ['99', /at most 32/],
  ])('refuses %s', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
    expect(() => parseTrustProxy(value)).toThrow(message);
  });
});

describe('clientAddressOf', () => {
  const spoofed = { 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 203.0.113.50' };

  it('ignores X-Forwarded-For when no proxy is trusted: the peer is the client', () => {
    expect(clientAddressOf(incoming('198.51.100.20', spoofed), TRUST_NO_PROXY)).toBe('198.51.100.20');
  });

  it('takes the right-most entry past one trusted hop, never the left-most the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4, 5.6.7.8"; our load balancer appended the address it saw.
    expect(clientAddressOf(incoming('10.0.0.2', spoofed), parseTrustProxy('1'))).toBe('203.0.113.50');
    expect(clientAddressOf(incoming('10.0.0.2', spoofed), parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.50');
  });

  it('walks past every trusted proxy in the chain and stops at the first untrusted address', () => {
    const chain = { 'x-forwarded-for': '1.2.3.4, 203.0.113.50, 10.0.0.7' };
    expect(clientAddressOf(incoming('127.0.0.1', chain), parseTrustProxy('loopback,10.0.0.0/8'))).toBe('203.0.113.50');
    expect(clientAddressOf(incoming('127.0.0.1', chain), parseTrustProxy('2'))).toBe('203.0.113.50');
  });

  it('does not let a request from outside the trusted list name anyone', () => {
    expect(clientAddressOf(incoming('203.0.113.99', spoofed), parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.99');
  });

  it('uses the peer when a trusted proxy sent no header', () => {
    expect(clientAddressOf(incoming('10.0.0.2'), parseTrustProxy('1'))).toBe('10.0.0.2');
  });
});

describe('requestSchemeOf', () => {
  it("takes X-Forwarded-Proto from a trusted proxy only, and the connection's scheme otherwise", () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(requestSchemeOf(incoming('10.0.0.2', https), parseTrustProxy('10.0.0.0/8'), false)).toBe('https');
    expect(requestSchemeOf(incoming('203.0.113.9', https), parseTrustProxy('10.0.0.0/8'), false)).toBe('http');
    expect(requestSchemeOf(incoming('10.0.0.2', https), TRUST_NO_PROXY, false)).toBe('http');
    expect(requestSchemeOf(incoming('10.0.0.2', {}, true), TRUST_NO_PROXY, false)).toBe('https');
    expect(requestSchemeOf(incoming('10.0.0.2', { 'x-forwarded-proto': 'gopher' }), parseTrustProxy('1'), false)).toBe('http');
  });
});

describe('behind a proxy, through a socket', () => {
  let server: Server;
  let port: number;
  let trust: ProxyTrust = TRUST_NO_PROXY;

  beforeAll(async () => {
    const app = new Hono<ApiEnv>();
    app.use(async (c, next) => {
      c.set('requestScheme', requestSchemeOf(c.env.incoming, trust, false));
      await next();
    });
    app.post('/who', (c) => c.json({ address: clientAddress(c, trust), scheme: requestScheme(c), sameOrigin: isSameOrigin(c) }));
    server = await new Promise<Server>((resolve) => {
      const created = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const who = async (headers: Record<string, string>) =>
    JSON.parse((await send(port, { host: 'www.dealer.example', path: '/who', method: 'POST', headers })).body.toString()) as {
      address: string;
      scheme: string;
      sameOrigin: boolean;
    };

  it('a client that forges X-Forwarded-For to a server trusting no proxy is itself', async () => {
    trust = TRUST_NO_PROXY;
    expect((await who({ 'x-forwarded-for': '1.2.3.4' })).address).toBe('127.0.0.1');
  });

  it('behind a trusted local proxy: the entry it appended, not the one the client forged', async () => {
    trust = parseTrustProxy('loopback');
    expect((await who({ 'x-forwarded-for': '1.2.3.4, 203.0.113.50' })).address).toBe('203.0.113.50');
  });

  it("compares the Origin's scheme with the scheme the proxy says the client used", async () => {
    trust = parseTrustProxy('loopback');
    const behindTls = { 'x-forwarded-proto': 'https' };
    expect(await who({ ...behindTls, origin: 'https://www.dealer.example' })).toMatchObject({ scheme: 'https', sameOrigin: true });
    expect(await who({ ...behindTls, origin: 'http://www.dealer.example' })).toMatchObject({ scheme: 'https', sameOrigin: false });
    trust = TRUST_NO_PROXY; // the header is anyone's word now: the connection is plain HTTP
    expect(await who({ ...behindTls, origin: 'https://www.dealer.example' })).toMatchObject({ scheme: 'http', sameOrigin: false });
    expect(await who({ origin: 'http://www.dealer.example' })).toMatchObject({ scheme: 'http', sameOrigin: true });
  });
});
