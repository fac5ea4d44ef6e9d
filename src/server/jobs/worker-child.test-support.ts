// A job worker in a process of its own, for the kill -9 fault test: the real build runner (scripts/build.ts in a
// child), a short heartbeat. JOB_DATABASE_URL, DATA_DIR and TENANTS_DIR come from the environment.
import { createBuildRunner } from '../build-runner.ts';
import { openDatabase } from '../db/database.ts';
import { startJobWorker } from './graphile-worker.ts';

const url = process.env.JOB_DATABASE_URL!;
const database = await openDatabase({ url, poolSize: 2 });
await startJobWorker({ connectionString: url, db: database.db, rebuild: createBuildRunner(), pollMs: 200, heartbeatMs: 300, leaseMs: 2000 });
console.log('worker ready');
