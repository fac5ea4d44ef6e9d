import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from './rebuild-queue.ts';

/** A fake runner whose builds finish only when the test says so. */
function controllableRunner() {
  const calls: string[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  let active = 0;
  let maxActive = 0;
  const run = (slug: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(slug);
      active += 1;
      maxActive = Math.max(maxActive, active);
      finishers.push((error) => {
        active -= 1;
        if (error) reject(error);
        else resolve();
      });
    });
  const finishNext = async (error?: Error) => {
    finishers.shift()?.(error);
    await new Promise((resolve) => setImmediate(resolve)); // let the queue start the next run
  };
  return { run, calls, finishNext, maxActive: () => maxActive };
}

describe('rebuild queue', () => {
  it('runs one more build after the current one when asked three times meanwhile', async () => {
    const runner = controllableRunner();
    const queue = createRebuildQueue({ run: runner.run, log: () => {} });
    expect(queue.request('alpha')).toBe(true);
    expect(queue.running).toBe('alpha');
    expect([queue.request('alpha'), queue.request('alpha'), queue.request('alpha')]).toEqual([true, false, false]);
    await runner.finishNext();
    expect(runner.calls).toEqual(['alpha', 'alpha']);
    await runner.finishNext();
    await queue.idle();
    expect(runner.calls).toEqual(['alpha', 'alpha']);
  });

  it('runs one build at a time across tenants, in request order', async () => {
    const runner = controllableRunner();
    const settled: string[] = [];
    const queue = createRebuildQueue({ run: runner.run, log: () => {}, onSettled: (slug) => settled.push(slug) });
    queue.request('alpha');
    queue.request('beta');
    queue.request('gamma');
    queue.request('beta'); // merged with the queued beta
    expect(queue.pending).toEqual(['beta', 'gamma']);
    await runner.finishNext(new Error('feed down')); // a failure does not stall the queue
    await runner.finishNext();
    await runner.finishNext();
    await queue.idle();
    expect(runner.calls).toEqual(['alpha', 'beta', 'gamma']);
    expect(settled).toEqual(['alpha', 'beta', 'gamma']);
    expect(runner.maxActive()).toBe(1);
  });

  it('fetches the feed when any merged request asked to, and reports what it holds', async () => {
    const modes: Array<[string, boolean]> = [];
    const states: string[] = [];
    let finish = () => {};
    const queue = createRebuildQueue({
      run: (slug, mode) =>
        new Promise<void>((resolve) => {
          modes.push([slug, mode!.fetchFeed]);
          finish = resolve;
        }),
      onChange: (state) => states.push(`${state.running?.slug ?? '-'}|${state.pending.join(',')}`),
      log: () => {},
    });
    queue.request('alpha', { fetchFeed: false }); // starts at once, one-car changes only
    queue.request('alpha', { fetchFeed: false });
    queue.request('alpha', { fetchFeed: true }); // merged into the queued one, which now fetches
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    await queue.idle();
    expect(modes).toEqual([
      ['alpha', false],
      ['alpha', true],
    ]);
    expect(states).toEqual(['-|alpha', 'alpha|', 'alpha|alpha', '-|alpha', 'alpha|', '-|']);
  });

  it('gathers a burst of requests into one build when asked to wait a moment', async () => {
    const runner = controllableRunner();
    const queue = createRebuildQueue({ run: runner.run, log: () => {}, gatherMs: 30 });
    queue.request('alpha', { fetchFeed: false });
    expect(queue.running).toBeUndefined(); // waiting for more of the burst
    for (let car = 0; car < 9; car++) queue.request('alpha', { fetchFeed: false });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runner.calls).toEqual(['alpha']);
    await runner.finishNext();
    await queue.idle();
    expect(runner.calls).toEqual(['alpha']);
  });

  it('survives a runner that throws synchronously', async () => {
    const queue = createRebuildQueue({
      run: () => {
        throw new Error('boom');
      },
      log: () => {},
    });
    queue.request('alpha');
    await queue.idle();
    expect(queue.running).toBeUndefined();
  });
});
