import { z } from 'zod';
import type { Frequency } from './frequency.ts';

/** Validates a repayment frequency at a boundary (kept apart from frequency.ts so browser code avoids zod). */
export const frequencySchema = z.enum(['weekly', 'fortnightly', 'monthly']) satisfies z.ZodType<Frequency>;
