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

  it('carries a file version in the query', () => {
    const path = browserPath('photos', 'a b/x.txt', 'f0e1+/=?&');
    expect(path).toBe('/object-browser/photos/a%20b/x.txt?version_id=f0e1%2B%2F%3D%3F%26');
    const url = new URL(path, 'http://console.test');
    expect(parseBrowserPath(url.pathname, url.search)).toEqual({
      bucket: 'photos',
      prefix: 'a b/x.txt',
      versionId: 'f0e1+/=?&',
    });
    expect(browserPath('photos', 'x.txt', 'null')).toBe('/object-browser/photos/x.txt?version_id=null');
    expect(browserPath('photos', 'x.txt', '')).toBe('/object-browser/photos/x.txt');
  });

  it('ignores a version on folders and an empty version', () => {
    expect(parseBrowserPath('/object-browser/b/docs/', '?version_id=v1')).toStrictEqual({
      bucket: 'b',
      prefix: 'docs/',
    });
    expect(parseBrowserPath('/object-browser/b', '?version_id=v1')).toStrictEqual({
      bucket: 'b',
      prefix: '',
    });
    expect(parseBrowserPath('/object-browser/b/x.txt', '?version_id=')).toStrictEqual({
      bucket: 'b',
      prefix: 'x.txt',
    });
  });

  it('names folders and files by their last element', () => {
    expect(baseName('photos/2024/')).toBe('2024');
    expect(baseName('photos/a.txt')).toBe('a.txt');
    expect(baseName('top')).toBe('top');
  });
});
