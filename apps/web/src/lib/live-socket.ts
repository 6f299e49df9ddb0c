import {
  liveCloseCodes,
  liveKeepAliveMessage,
  liveKeepAliveMs,
  socketPath,
  type AnySocket,
  type SocketData,
  type SocketInput,
} from '@granary/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { endSession } from './session-events';
import { apiUrl } from './paths';

/** Connecting or streaming: the tool's filters are locked and Stop is offered. */
export const isLiveRunning = (state: LiveState) => state.status === 'connecting' || state.status === 'live';

/** Where a live tool's socket is: what the page shows next to Start and Stop. */
export type LiveState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'live' }
  | { status: 'closed'; reason: string; failed: boolean };

export type LiveSocketOptions<S extends AnySocket> = {
  /** The contract's descriptor (`liveSockets.trace`): its path, under the console's base path, and frames. */
  socket: S;
  onData: (data: SocketData<S>) => void;
  /** The server left out this many messages the browser read too slowly to take. */
  onDropped?: (count: number) => void;
};

/** The socket's URL: the page's own host, ws or wss as the page is http or https (spec 2 §7). */
export function liveSocketUrl<S extends AnySocket>(
  socket: S,
  input: SocketInput<S>,
  location: Location = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${apiUrl(socketPath(socket, input))}`;
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
export function useLiveSocket<S extends AnySocket>({
  socket: descriptor,
  onData,
  onDropped,
}: LiveSocketOptions<S>) {
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
    (input: SocketInput<S>) => {
      socketRef.current?.close(liveCloseCodes.normal);
      const socket = new WebSocket(liveSocketUrl(descriptor, input));
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
        const frame = descriptor.frame.safeParse(JSON.parse(event.data));
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
    [descriptor],
  );

  useEffect(() => stop, [stop]);
  return { state, start, stop };
}
