import { useMatches } from 'react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

function titleOf(handle: unknown): string {
  if (typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string')
    return handle.title;
  return '';
}

export function PlaceholderRoute() {
  const matches = useMatches();
  return <NotBuiltYet title={titleOf(matches.at(-1)?.handle)} />;
}
