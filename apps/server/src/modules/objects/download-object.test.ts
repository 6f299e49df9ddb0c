import { describe, expect, it } from 'vitest';
import { safeContentType } from './download-object.ts';

describe('safeContentType', () => {
  it.each([
    'image/png',
    'image/jpeg',
    'video/mp4',
    'audio/mpeg',
    'application/pdf',
    'text/plain; charset=utf-8',
    'application/json',
  ])('keeps the display-only type %s', (type) => {
    expect(safeContentType(type)).toBe(type);
  });

  it.each([
    'text/javascript',
    'application/javascript',
    'text/html',
    'text/html; charset=utf-8',
    'application/xhtml+xml',
    'image/svg+xml',
    'text/xml',
    'application/xml',
    'text/css',
    'multipart/x-mixed-replace',
    'TEXT/HTML',
    'text/plain, text/html',
    '',
    undefined,
  ])('sends %s as application/octet-stream', (type) => {
    expect(safeContentType(type)).toBe('application/octet-stream');
  });
});
