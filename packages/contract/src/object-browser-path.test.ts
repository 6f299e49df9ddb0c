import { describe, expect, it } from 'vitest';
import { baseName, browserPath, parseBrowserPath } from './object-browser-path.ts';

describe('browser paths', () => {
  it.each([
    ['', '/object-browser/photos'],
    ['2024/', '/object-browser/photos/2024/'],
    ['a b/c+d%e#f?g/', '/object-browser/photos/a%20b/c%2Bd%25e%23f%3Fg/'],
    ['../x/', '/object-browser/photos/~../x/'],
    ['./~tilde/', '/object-browser/photos/~./%7Etilde/'],
    ['<script>alert(1)</script>', '/object-browser/photos/%3Cscript%3Ealert(1)%3C/script%3E'],
    ['ünïcödé/文件.txt', '/object-browser/photos/%C3%BCn%C3%AFc%C3%B6d%C3%A9/%E6%96%87%E4%BB%B6.txt'],
    ['double//slash', '/object-browser/photos/double//slash'],
  ])('round-trips prefix %j through %s', (prefix, path) => {
    expect(browserPath('photos', prefix)).toBe(path);
    expect(parseBrowserPath(path)).toEqual({ bucket: 'photos', prefix });
  });

  it('keeps dot segments out of the browser’s path resolution', () => {
    const url = new URL(browserPath('b', '../../etc/'), 'http://console.test');
    expect(parseBrowserPath(url.pathname)).toEqual({ bucket: 'b', prefix: '../../etc/' });
  });

  it('finds the bucket under a proxy prefix and nothing at the list', () => {
    expect(parseBrowserPath('/api/proxy/ns/t/object-browser/b/x/')).toEqual({ bucket: 'b', prefix: 'x/' });
    expect(parseBrowserPath('/object-browser')).toBeNull();
    expect(parseBrowserPath('/object-browser/')).toBeNull();
  });

  it('names folders and files by their last element', () => {
    expect(baseName('photos/2024/')).toBe('2024');
    expect(baseName('photos/a.txt')).toBe('a.txt');
    expect(baseName('top')).toBe('top');
  });
});
