import { describe, expect, it } from 'vitest';
import { renderOnce } from './render-once.ts';

describe('renderOnce', () => {
  it('renders a name once in a build and repeats its HTML', async () => {
    let renders = 0;
    const render = async () => `<header>${++renders}</header>`;
    expect(await renderOnce('header-test', render, true)).toBe('<header>1</header>');
    expect(await renderOnce('header-test', render, true)).toBe('<header>1</header>');
    expect(renders).toBe(1);
  });

  it('renders every time outside a build', async () => {
    let renders = 0;
    const render = async () => String(++renders);
    await renderOnce('dev-test', render, false);
    expect(await renderOnce('dev-test', render, false)).toBe('2');
  });

  it('does not keep a failed render: the next page renders again', async () => {
    await expect(renderOnce('failing-test', () => Promise.reject(new Error('menu broken')), true)).rejects.toThrow('menu broken');
    expect(await renderOnce('failing-test', async () => '<footer></footer>', true)).toBe('<footer></footer>');
  });
});
