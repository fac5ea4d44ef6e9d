// Every page Astro renders passes here: its island stylesheet is moved into the head (src/integrations/island-style.ts).
import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyle } from './integrations/island-style.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(hoistIslandStyle(await response.text()), { status: response.status, statusText: response.statusText, headers: response.headers });
});
