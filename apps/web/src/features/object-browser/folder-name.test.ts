import { describe, expect, it } from 'vitest';
import { checkFolderName } from './folder-name';

describe('checkFolderName', () => {
  it('makes a prefix below the parent, keeping nested levels and inner spaces', () => {
    expect(checkFolderName('', 'photos')).toEqual({ prefix: 'photos/' });
    expect(checkFolderName('a/', 'b/c/')).toEqual({ prefix: 'a/b/c/' });
    expect(checkFolderName('a/', ' my files ')).toEqual({ prefix: 'a/ my files /' });
    expect(checkFolderName('', 'ünïcødé + % # ?')).toEqual({ prefix: 'ünïcødé + % # ?/' });
  });

  it('refuses empty names, names of spaces and empty levels', () => {
    expect(checkFolderName('', '')).toEqual({ error: 'Enter a folder name.' });
    expect(checkFolderName('', '   ')).toEqual({ error: 'Enter a folder name.' });
    for (const name of ['/a', 'a//b', '/', 'a/b//'])
      expect(checkFolderName('', name)).toHaveProperty(
        'error',
        expect.stringMatching(/each level needs a name/),
      );
  });

  it("refuses '.' and '..' levels", () => {
    for (const name of ['.', '..', 'a/../b', 'a/./', '../x'])
      expect(checkFolderName('', name)).toEqual({ error: "'.' and '..' cannot be folder names." });
    expect(checkFolderName('', '...')).toEqual({ prefix: '.../' });
  });

  it('counts UTF-8 bytes of the whole key, parent included, against 1,024', () => {
    expect(checkFolderName('', 'a'.repeat(1023))).toEqual({ prefix: `${'a'.repeat(1023)}/` });
    expect(checkFolderName('', 'a'.repeat(1024))).toHaveProperty(
      'error',
      expect.stringMatching(/1,025 bytes/),
    );
    expect(checkFolderName('pp/', 'é'.repeat(510))).toHaveProperty('prefix');
    expect(checkFolderName('ppp/', 'é'.repeat(510))).toHaveProperty(
      'error',
      expect.stringMatching(/1,025 bytes/),
    );
  });
});
