import {
  liveCloseCodes,
  liveKeepAliveMessage,
  liveKeepAliveMs,
  queryString,
  type LiveFrame,
} from '@granary/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { endSession } from './session-events';
import { apiUrl } from './paths';

type QueryValue = string | number | undefined;

/** Connecting or streaming: the tool's filters are locked and Stop is offered. */
export const isLiveRunning = (state: LiveState) => state.status === 'connecting' || state.status === 'live';

/** Where a live tool's socket is: what the page shows next to Start and Stop. */
export type LiveState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'live' }
  | { status: 'closed'; reason: string; failed: boolean };

export type LiveSocketOptions<T> = {
  /** `/ws/trace`, under the console's base path. */
  path: string;
  frameSchema: z.ZodType<LiveFrame<T>>;
  onData: (data: T) => void;
  /** The server left out this many messages the browser read too slowly to take. */
  onDropped?: (count: number) => void;
};

/** The socket's URL: the page's own host, ws or wss as the page is http or https (spec 2 §7). */
export function liveSocketUrl(
  path: string,
  query: Record<string, QueryValue>,
  location: Location = window.location,
  params: Record<string, string> = {},
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return `${scheme}//${location.host}${apiUrl(filled)}${queryString(query)}`;
}

/** Why the socket closed, in the page's words (spec 2 §4: 1011, 1008 and 1006 are failures). */
function closeReason(code: number, serverMessage: string | undefined): { reason: string; failed: boolean } {
  if (serverMessage) return { reason: serverMessage, failed: true };
  if (code === liveCloseCodes.normal) return { reason: 'Stopped.', failed: false };
  if (code === 1006) return { reason: 'The connection to the server was lost.', failed: true };
  return { reason: `The server closed the connection (code ${code}).`, failed: true };
}

/**
 * The one WebSocket client of the live tools: opens on start, sends the keep-alive, parses each frame
 * with the contract's schema, and closes with 1000 on stop or when the page goes away.
 */
export function useLiveSocket<T>({ path, frameSchema, onData, onDropped }: LiveSocketOptions<T>) {
  const [state, setState] = useState<LiveState>({ status: 'idle' });
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef({ onData, onDropped });
  useEffect(() => {
    handlers.current = { onData, onDropped };
  });

  const stop = useCallback(() => {
    socketRef.current?.close(liveCloseCodes.normal);
  }, []);

  const start = useCallback(
    (query: Record<string, QueryValue>, params: Record<string, string> = {}) => {
      socketRef.current?.close(liveCloseCodes.normal);
      const socket = new WebSocket(liveSocketUrl(path, query, window.location, params));
      socketRef.current = socket;
      let serverMessage: string | undefined;
      let keepAlive: ReturnType<typeof setInterval> | undefined;
      setState({ status: 'connecting' });
      socket.onopen = () => {
        socket.send(liveKeepAliveMessage);
        keepAlive = setInterval(() => socket.send(liveKeepAliveMessage), liveKeepAliveMs);
        setState({ status: 'live' });
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        const frame = frameSchema.safeParse(JSON.parse(event.data));
        if (!frame.success) return;
        if (frame.data.kind === 'data') handlers.current.onData(frame.data.data);
        else if (frame.data.kind === 'dropped') handlers.current.onDropped?.(frame.data.count);
        else serverMessage = frame.data.message;
      };
      socket.onclose = (event) => {
        clearInterval(keepAlive);
        if (socketRef.current === socket) socketRef.current = null;
        // As a 401 does for any call: the session ended while the socket streamed.
        if (event.code === liveCloseCodes.sessionEnded) endSession();
        setState({ status: 'closed', ...closeReason(event.code, serverMessage) });
      };
    },
    [path, frameSchema],
  );

  useEffect(() => stop, [stop]);
  return { state, start, stop };
}
