// `npm start`'s progress: each tenant's long build steps (feed read, pages rendered of total, compressed, audited,
// published) on one line that rewrites itself in a terminal, and as plain lines otherwise (a log, CI), so a piped
// log is readable and a terminal is not flooded.
import type { BuildProgress } from './build-tenant.ts';

export type ProgressOutput = { isTTY?: boolean; columns?: number; write(text: string): unknown };

/** @example progressText({ slug: 'harbour-toyota', step: 'render', text: '12 of 511 pages rendered' }, 2, 4) // '[2/4] harbour-toyota: 12 of 511 pages rendered' */
export function progressText(progress: BuildProgress, position: number, tenants: number): string {
  return `[${position}/${tenants}] ${progress.slug}: ${progress.text}`;
}

/**
 * A progress writer over a stream: `update` shows a step (rewriting the line in a terminal, cut to its width),
 * `line` prints a line that stays (a tenant's result), `end` leaves the line clean for what follows.
 */
export function progressLine(output: ProgressOutput) {
  let shown = false;
  const clear = () => {
    if (shown) output.write('\r\x1b[2K');
    shown = false;
  };
  return {
    update(text: string) {
      if (!output.isTTY) return void output.write(`${text}\n`);
      clear();
      const width = Math.max(20, (output.columns ?? 80) - 1);
      output.write(text.length > width ? `${text.slice(0, width - 1)}…` : text);
      shown = true;
    },
    line(text: string) {
      clear();
      output.write(`${text}\n`);
    },
    end: clear,
  };
}
