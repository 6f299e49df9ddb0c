import { z } from 'zod';
import { formatCount } from '@/lib/format';

/** S3's longest key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;

export type FolderNameCheck = { prefix: string } | { error: string };

/**
 * The prefix a new folder name makes below `parent` ('' or ending in '/'), or why it cannot be one.
 * The name may hold several '/'-separated levels and one trailing '/'. Spaces are kept: S3 keys may
 * start or end with them; a name of only spaces is refused.
 */
export function checkFolderName(parent: string, name: string): FolderNameCheck {
  if (name.trim() === '') return { error: 'Enter a folder name.' };
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (segments.some((segment) => segment === ''))
    return { error: "A folder name cannot start with '/' or contain '//': each level needs a name." };
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return { error: "'.' and '..' cannot be folder names." };
  const prefix = `${parent}${segments.join('/')}/`;
  const bytes = new TextEncoder().encode(prefix).length;
  if (bytes > MAX_KEY_BYTES)
    return {
      error: `The folder's full path would be ${formatCount(bytes)} bytes; object names are at most 1,024 bytes.`,
    };
  return { prefix };
}

/**
 * The Add Folder form. A blank name is not reported: Save simply stays disabled until there is one.
 */
export function folderFormSchema(parent: string) {
  return z.object({ name: z.string() }).superRefine(({ name }, ctx) => {
    if (name.trim() === '') return;
    const check = checkFolderName(parent, name);
    if ('error' in check) ctx.addIssue({ code: 'custom', path: ['name'], message: check.error });
  });
}
