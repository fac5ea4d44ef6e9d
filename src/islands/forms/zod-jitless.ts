// Imported first by the form islands: zod compiles fast parsers with `new Function` unless told not to, and even its
// probe for that is reported as a Content-Security-Policy violation (script-src has no 'unsafe-eval', on purpose).
// Its public `jitless` setting skips both; it must run before any schema is built, hence a module of its own.
import { z } from 'zod';

z.config({ jitless: true });
