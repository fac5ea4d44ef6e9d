/** A backup or restore that cannot go on, with a message for the operator (what is wrong, what to do). */
export class BackupError extends Error {
  override name = 'BackupError';
}
