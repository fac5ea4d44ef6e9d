import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * Whether a child process (its process, IPC channel and output pipes) keeps this process running. A child started
 * ahead of its work (a build process or page renderer waiting for a job) does not; one at work does.
 * @example holdOpen(child, false) // started ahead: this process may exit meanwhile (the child leaves with it)
 */
export function holdOpen(child: ChildProcess, hold: boolean): void {
  for (const handle of [child, child.channel, child.stdout as Socket | null, child.stderr as Socket | null]) {
    if (hold) handle?.ref();
    else handle?.unref();
  }
}
