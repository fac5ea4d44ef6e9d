// A thread of precompress.ts: writes the compressed copies of a batch of files and answers how many got them.
import { parentPort } from 'node:worker_threads';
import { precompressFileSync } from './precompress.ts';

parentPort!.on('message', (files: string[]) => {
  try {
    let written = 0;
    for (const file of files) if (precompressFileSync(file)) written++;
    parentPort!.postMessage({ written });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
});
