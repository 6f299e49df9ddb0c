import { firstPaintIds } from '@granary/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintShown, takeFirstPage } from './first-paint';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = firstPaintIds.data;
  script.textContent = text;
  document.body.append(script);
}

const page = {
  bucket: 'b',
  prefix: 'p/',
  page: { objects: [{ name: 'p/a', size: 1, last_modified: '' }], next_token: null },
};

afterEach(() => document.body.replaceChildren());

describe('the server’s first page', () => {
  it('is taken once, checked like an API answer', () => {
    embed(JSON.stringify(page));
    expect(takeFirstPage()).toEqual(page);
    expect(takeFirstPage()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['not a page', JSON.stringify({ bucket: 'b', prefix: 'p/', page: { objects: 'none' } })],
  ])('is ignored when %s', (_case, text) => {
    embed(text);
    expect(takeFirstPage()).toBeUndefined();
  });

  it('is known to be shown by its root element', () => {
    expect(firstPaintShown()).toBe(false);
    const root = document.createElement('div');
    root.id = firstPaintIds.root;
    document.body.append(root);
    expect(firstPaintShown()).toBe(true);
  });
});
