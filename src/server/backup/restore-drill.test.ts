// The restore drill src/server/backup/README.md describes, against real server processes: shoppers sign in, reserve and enquire on a
// running server; `npm run backup` runs while it serves; the server stops, DATA_DIR (and on PostgreSQL the database)
// is wiped; `npm run restore` brings it back; a new server finds every lead, reservation, account and e-mail, the
// reservation links open their reservations, the sessions still sign their shoppers in and the unsubscribe links in
// the e-mails still verify. On PGlite (the reservation links' key is a kept file in DATA_DIR) and, with
// TEST_DATABASE_URL, on PostgreSQL (a database of the test's own; the keys come from the environment).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { car } from '../accounts/test-support.ts';
import { openDatabase } from '../db/database.ts';
import { testEngines } from '../db/test-database.ts';
import { repoRoot } from '../env.ts';
import { freePort } from '../free-port.ts';
import { askSocket } from '../leads/admin-socket.ts';
import { runOperatorCommand, type OperatorCommand } from '../leads/operator.ts';
import { send, writeSite, type RawResponse } from '../test-support.ts';

const SLUG = 'tiny-motors';
const shoppers = [
  { phone: '0412 345 678', to: '+61412345678', email: 'jane@example.com', name: 'Jane', carId: 'T1' },
  { phone: '0498 765 432', to: '+61498765432', email: 'sam@example.com', name: 'Sam', carId: 'T2' },
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines())('the restore drill on %s', (engine) => {
  const workDir = path.join(repoRoot, '.data', `test-restore-drill-${engine}-${process.pid}`); // tenants inside the repo resolve #src imports
  const dataDir = path.join(workDir, 'data');
  const backupDir = path.join(workDir, 'backup');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `restore_drill_${randomBytes(5).toString('hex')}`;
  const databaseUrl = engine === 'postgres' ? Object.assign(new URL(adminUrl!), { pathname: `/${dbName}` }).toString() : '';
  let port: number;
  let host: string;
  let server: ChildProcess | null = null;
  let env: Record<string, string | undefined>;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    port = await freePort();
    host = `${SLUG}.localhost:${port}`;
    // The fixture dealer with online reservations, and no scheduled feed pull (no build starts during the drill).
    await cp(path.join(repoRoot, 'tests', 'fixtures', 'tenants', SLUG), path.join(workDir, 'tenants', SLUG), { recursive: true });
    const tenantFile = path.join(workDir, 'tenants', SLUG, 'tenant.ts');
    await writeFile(
      tenantFile,
      (await readFile(tenantFile, 'utf8')).replace(
        "feed: { source: 'feed.json', format: 'json', mediaDir: 'media' },",
        "feed: { source: 'feed.json', format: 'json', mediaDir: 'media', refreshMinutes: null },\n  features: { checkout: { enabled: true } },",
      ),
    );
    await writeSite(dataDir, SLUG, 'Tiny Motors', 'https://www.tinymotors.example', 'TINY', '');
    await mkdir(path.join(dataDir, 'snapshots', SLUG), { recursive: true });
    await writeFile(path.join(dataDir, 'snapshots', SLUG, 'snapshot.json'), JSON.stringify({ tenant: SLUG, vehicles: shoppers.map((s) => car(s.carId)) }));
    if (engine === 'postgres') await admin(`create database ${dbName}`);
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      TENANTS_DIR: path.join(workDir, 'tenants'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LEAD_MIN_FILL_SECONDS: '0',
      LEAD_WORKER_POLL_MS: '100',
      RESERVATION_REBUILD_DELAY_SECONDS: '86400', // the RESERVED tags' rebuild would start a real build
      UNSUBSCRIBE_SECRET: 'drill-unsubscribe-secret-0123456789',
      SMTP_URL: '', // the embedded mail sink keeps every e-mail in the database
      ...(engine === 'postgres'
        ? { FORM_TOKEN_SECRET: 'drill-form-token-secret-0123456789', RESERVATION_LINK_SECRET: 'drill-reservation-secret-0123456789' }
        : { FORM_TOKEN_SECRET: '', RESERVATION_LINK_SECRET: '' }), // on one machine: keys kept in DATA_DIR/secrets
    };
  });
  afterAll(async () => {
    await stopServer();
    if (engine === 'postgres') await admin(`drop database if exists ${dbName} with (force)`);
    await rm(workDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<void> {
    server = spawn(process.execPath, [path.join(repoRoot, 'src', 'server', 'main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    createInterface({ input: server.stdout! }).on('line', (line) => lines.push(line));
    createInterface({ input: server.stderr! }).on('line', (line) => lines.push(line));
    const end = Date.now() + 120_000;
    while (!lines.some((line) => line.startsWith('Platform index:'))) {
      if (server.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${lines.join('\n')}`);
      await sleep(100);
    }
    await sleep(500); // background work (reservations job, delivery worker) starts after the index line
  }
  async function stopServer(): Promise<void> {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  /** An operator command, as `npm run leads` sends it: to the running server (PGlite) or the database (PostgreSQL). */
  async function operator(command: OperatorCommand): Promise<unknown> {
    if (engine === 'pglite') return askSocket(dataDir, command);
    const database = await openDatabase({ url: databaseUrl, poolSize: 1, migrate: false });
    try {
      return JSON.parse(JSON.stringify(await runOperatorCommand(database.db, command)));
    } finally {
      await database.close();
    }
  }
  function cli(script: 'backup' | 'restore', args: string[]): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', `${script}.ts`), ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
  }
  const json = (response: RawResponse) => JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
  const call = (method: 'GET' | 'POST', urlPath: string, body?: unknown, cookie?: string) =>
    send(port, {
      host,
      method,
      path: urlPath,
      headers: { origin: `http://${host}`, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const signIn = async (shopper: (typeof shoppers)[number]) => {
    expect((await call('POST', '/api/auth/code', { phone: shopper.phone })).status).toBe(200);
    const { messages } = (await operator({ command: 'sms', tenant: SLUG })) as { messages: { to: string; body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages.find((message) => message.to === shopper.to)!.body)![1]!;
    const verified = await call('POST', '/api/auth/verify', { phone: shopper.phone, code });
    expect(verified.status).toBe(200);
    return ([verified.headers['set-cookie']].flat().find((line) => line?.includes('shopper_session=')) ?? '').split(';')[0]!;
  };
  const unsubscribeLinks = async () => {
    const { mails } = (await operator({ command: 'mail', tenant: SLUG })) as { mails: { to: string[]; text: string }[] };
    return Object.fromEntries(
      shoppers.map((shopper) => [shopper.email, mails.find((mail) => mail.to.includes(shopper.email))?.text.match(/\/pages\/unsubscribe\?[^\s>)\]]+/)?.[0]]),
    );
  };
  const leadIds = async () =>
    ((await operator({ command: 'list', tenant: SLUG, limit: 100 })) as { leads: { id: string }[] }).leads.map((lead) => lead.id).sort();

  it('brings back every row and every signed link after DATA_DIR (and the database) is lost', { timeout: 900_000 }, async () => {
    // 1. A live site's day: two shoppers sign in and reserve a car each, and two enquiries come in.
    await startServer();
    const sessions: string[] = [];
    const reservations: { id: string; next: string; view: unknown }[] = [];
    for (const shopper of shoppers) {
      const cookie = await signIn(shopper);
      sessions.push(cookie);
      const reserved = await call(
        'POST',
        '/api/reservations',
        { car_id: shopper.carId, name: shopper.name, last_name: 'Citizen', email: shopper.email, phone: shopper.phone, terms_conditions: true },
        cookie,
      );
      expect(reserved.status).toBe(201);
      const { reservation_id, next, token } = json(reserved) as { reservation_id: string; next: string; token: string };
      const opened = await call('GET', `/api/reservations/${reservation_id}?t=${encodeURIComponent(token)}`);
      expect(opened.status).toBe(200);
      reservations.push({ id: reservation_id, next, view: json(opened).reservation });
    }
    for (const shopper of shoppers) {
      const lead = await call('POST', '/api/leads', {
        kind: 'enquiry',
        name: shopper.name,
        last_name: 'Citizen',
        email: shopper.email,
        phone: shopper.phone,
        message: 'Is it still available?',
        car_id: shopper.carId,
      });
      expect(lead.status).toBe(201);
    }
    const accounts = await Promise.all(sessions.map(async (cookie) => json(await call('GET', '/api/auth/session', undefined, cookie))));
    expect(accounts.every((account) => account.signedIn === true)).toBe(true);
    const leadsBefore = await leadIds();
    expect(leadsBefore).toHaveLength(4); // two enquiries and the two reservations' leads
    // The confirmation e-mails reach the mail sink (the delivery worker sends them), each with its unsubscribe link.
    let links = await unsubscribeLinks();
    for (let waited = 0; Object.values(links).some((link) => !link) && waited < 60_000; waited += 250) {
      await sleep(250);
      links = await unsubscribeLinks();
    }
    expect(Object.values(links).every(Boolean)).toBe(true);

    // 2. The backup, while the server serves.
    const backup = await cli('backup', ['--to', backupDir, '--with-builds']);
    expect(backup.out).toContain(`Backed up ${dataDir} to ${backupDir}`);
    expect(backup.code).toBe(0);
    if (engine === 'pglite') expect(backup.out).toContain('embedded (PGlite) from the running server');

    // 3. The machine is lost: the server stops, DATA_DIR goes, and so does the PostgreSQL database.
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      await admin(`drop database ${dbName} with (force)`);
      await admin(`create database ${dbName}`);
    }

    // 4. The restore, then a new server.
    const restore = await cli('restore', ['--from', backupDir]);
    expect(restore.out).toContain(`Restored the backup of`);
    expect(restore.code).toBe(0);
    await startServer();

    // 5. Every row: the leads, the reservations by their links (and not with another token), the sessions, the e-mails.
    expect(await leadIds()).toEqual(leadsBefore);
    for (const reservation of reservations) {
      const link = new URL(reservation.next, `http://${host}`);
      const opened = await call('GET', `/api/reservations/${link.searchParams.get('r')}?t=${encodeURIComponent(link.searchParams.get('t')!)}`);
      expect(opened.status).toBe(200);
      expect(json(opened).reservation).toEqual(reservation.view);
      expect((await call('GET', `/api/reservations/${reservation.id}?t=${'A'.repeat(link.searchParams.get('t')!.length)}`)).status).toBe(404);
    }
    for (const [index, cookie] of sessions.entries()) expect(json(await call('GET', '/api/auth/session', undefined, cookie))).toEqual(accounts[index]);
    expect(await unsubscribeLinks()).toEqual(links);
    for (const [email, link] of Object.entries(links)) {
      const params = new URL(link!, `http://${host}`).searchParams;
      expect((await call('POST', '/api/unsubscribe', { email, token: `${params.get('token')!.slice(0, -2)}xx` })).status).toBe(400);
      const unsubscribed = await call('POST', '/api/unsubscribe', { email, token: params.get('token') });
      expect(json(unsubscribed)).toEqual({ unsubscribed: true, email });
    }

    // 6. A restore over the running server is refused and changes nothing.
    const refused = await cli('restore', ['--from', backupDir]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      engine === 'pglite' ? /Restore failed: A server runs on .* stop it before restoring/ : /Restore failed: \d+ other connections? use the database/,
    );
    expect(await leadIds()).toEqual(leadsBefore);
  });
});
