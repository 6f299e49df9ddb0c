import { liveSockets } from '@granary/contract';
import fc from 'fast-check';
import type { Fixtures, SessionKind } from './fuzz-request.ts';
import { encodeParam, paramValue, sessionArbitrary } from './fuzz-request.ts';
import { encodeSegment, hostileString } from './hostile-values.ts';

/** A request that is no API call: a deep link the server draws (first paint) or a live socket. */
export type SurfaceRequest = { route: string; kind: 'page' | 'socket'; session: SessionKind; url: string };

const socketRoutes = Object.entries(liveSockets).map(([name, { path }]) => ({
  route: `socket.${name}`,
  path,
}));
export const surfaceRoutes = ['page.objectBrowser', ...socketRoutes.map(({ route }) => route)];

const folder = (fixtures: Fixtures) =>
  fc.oneof(
    { arbitrary: fc.constantFrom('', 'folder/'), weight: 3 },
    { arbitrary: fc.array(hostileString, { minLength: 1, maxLength: 2 }), weight: 2 },
    { arbitrary: fc.constantFrom(...fixtures.keys).map((key) => key.split('/')), weight: 1 },
  );

/** `/object-browser/{bucket}/{folder}/`, as a browser opens a deep link; the run adds the view cookie. */
function pageArbitrary(fixtures: Fixtures): fc.Arbitrary<SurfaceRequest> {
  return fc
    .record({
      session: sessionArbitrary,
      bucket: paramValue('bucket', fixtures),
      folder: folder(fixtures),
      raw: fc.nat(9),
    })
    .map(({ session, bucket, folder: segments, raw }) => {
      const parts = typeof segments === 'string' ? [segments] : segments;
      const prefix = parts.map((part) => encodeParam(part, raw === 0)).join('/');
      return {
        route: 'page.objectBrowser',
        kind: 'page' as const,
        session,
        url: `/object-browser/${encodeParam(bucket, raw === 0)}/${prefix}${prefix === '' ? '' : '/'}`,
      };
    });
}

function socketArbitrary(route: string, path: string, fixtures: Fixtures): fc.Arbitrary<SurfaceRequest> {
  return fc
    .record({
      session: sessionArbitrary,
      bucket: paramValue('bucket', fixtures),
      junk: fc.oneof(
        fc.constant(''),
        hostileString.map((value) => `prefix=${encodeSegment(value)}`),
      ),
    })
    .map(({ session, bucket, junk }) => ({
      route,
      kind: 'socket' as const,
      session,
      url: `${path.replace(':bucket', encodeParam(bucket, false))}${junk === '' ? '' : `?${junk}`}`,
    }));
}

/** Every page and socket entry, by route name, each with hostile and sound names. */
export function surfaceArbitraries(fixtures: Fixtures): fc.Arbitrary<SurfaceRequest>[] {
  return [
    pageArbitrary(fixtures),
    ...socketRoutes.map(({ route, path }) => socketArbitrary(route, path, fixtures)),
  ];
}
