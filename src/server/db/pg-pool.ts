// A PostgreSQL connection pool that survives PostgreSQL going away (a restart, a failover).
import pg from 'pg';

/**
 * A pool whose lost connections are errors on the query in hand, never on the process: pg emits a lost connection as
 * an 'error' on the pool for an idle client and on the client itself for one checked out (a transaction or a job
 * between queries); without a listener either crashes the process. The next query makes a new connection.
 */
export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
