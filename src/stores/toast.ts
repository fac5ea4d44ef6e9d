import { atom } from 'nanostores';

/** A link the toast offers (e.g. 'View List' after saving a car). */
export type ToastAction = { label: string; href: string };
export type Toast = { id: number; message: string; action: ToastAction | null };

/** The toast on screen: at most one at a time (spec 2 section 4); a new one replaces the last. */
export const $toast = atom<Toast | null>(null);

let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a message for `durationMs`, replacing any toast already showing. */
export function showToast(message: string, durationMs: number, action?: ToastAction): void {
  clearTimeout(timer);
  const toast = { id: ++lastId, message, action: action ?? null };
  $toast.set(toast);
  timer = setTimeout(() => {
    if ($toast.get()?.id === toast.id) $toast.set(null);
  }, durationMs);
}
