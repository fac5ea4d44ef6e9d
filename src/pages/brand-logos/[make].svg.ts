import { generatedLogoPaths } from '#src/data/brand-pages.ts';
import { textBadgeSvg } from '#src/domain/brands/logos.ts';

/** /brand-logos/<make slug>.svg: the text badge of each make the site shows without a logo of its own (spec 2 section 8). */
export const getStaticPaths = generatedLogoPaths;

export function GET({ props }: { props: { name: string } }): Response {
  return new Response(textBadgeSvg(props.name), { headers: { 'content-type': 'image/svg+xml' } });
}
