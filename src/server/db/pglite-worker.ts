// Runs embedded PGlite in its own thread, so the database's work (PostgreSQL compiled to WebAssembly)
// does not share the event loop with HTTP requests. Answers `query`, `dump` and `close` messages in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

type Init = { dataDir: string | null; loadFrom: ArrayBuffer | null };
type Request = { id: number; type: 'query'; sql: string; params: unknown[] } | { id: number; type: 'dump' } | { id: number; type: 'close' };

const port = parentPort!;
const { dataDir, loadFrom } = workerData as Init;

try {
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadFrom ? { loadDataDir: new Blob([loadFrom]) } : {}) });
  await client.waitReady;
  port.on('message', async (request: Request) => {
    if (request.type === 'close') {
      await client.close();
      port.postMessage({ id: request.id, ok: true });
      return;
    }
    if (request.type === 'dump') {
      try {
        // A checkpoint first writes every committed page to the data files, so the copy needs no WAL replay to open.
        await client.query('CHECKPOINT');
        // No statement runs while the files are read.
        const dump = await (await client.runExclusive(() => client.dumpDataDir('gzip'))).arrayBuffer();
        port.postMessage({ id: request.id, ok: true, dump }, [dump]);
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: { message: error instanceof Error ? error.message : String(error) } });
      }
      return;
    }
    try {
      const result = await client.query(request.sql, request.params);
      port.postMessage({ id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
    } catch (error) {
      const { message, code, detail, constraint } = error as { message: string; code?: string; detail?: string; constraint?: string };
      port.postMessage({ id: request.id, ok: false, error: { message, code, detail, constraint } });
    }
  });
  port.postMessage({ id: 0, ok: true });
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: { message: error instanceof Error ? error.message : String(error) } });
}
