import { liveSockets, type TraceMessage } from '@granary/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSocketUrl, useLiveSocket } from './live-socket';
import { onSessionEnded } from './session-events';

/** Stands in for the browser's WebSocket: records what is sent and lets the test play the server. */
class FakeSocket {
  static last: FakeSocket | undefined;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
}

describe('the live socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends the session in the app when the server closes for an ended session (4401)', () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    const { result } = renderHook(() =>
      useLiveSocket({ socket: liveSockets.trace, onData: () => undefined }),
    );
    act(() => result.current.start({ query: { calls: 's3' } }));
    const socket = FakeSocket.last as FakeSocket;
    act(() => socket.onopen?.());
    act(() => socket.onclose?.({ code: 1008 }));
    expect(ended).not.toHaveBeenCalled();
    act(() => result.current.start({ query: { calls: 's3' } }));
    act(() => (FakeSocket.last as FakeSocket).onclose?.({ code: 4401 }));
    expect(ended).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('builds ws or wss on the page’s own host', () => {
    const location = { protocol: 'https:', host: 'console.example:8443' } as Location;
    expect(
      liveSocketUrl(liveSockets.trace, { query: { calls: 's3', threshold: 0, path: undefined } }, location),
    ).toBe('wss://console.example:8443/ws/trace?calls=s3&threshold=0');
  });

  it("fills the path's params from the descriptor, each one encoded segment", () => {
    const location = { protocol: 'http:', host: 'console.example' } as Location;
    expect(
      liveSocketUrl(liveSockets.watch, { params: { bucket: 'photos' }, query: { prefix: 'a b/' } }, location),
    ).toBe('ws://console.example/ws/watch/photos?prefix=a+b%2F');
  });

  it("says 'ok' on open and every 10 s, hands over data, and shows why the server closed", () => {
    const received: TraceMessage[] = [];
    const { result } = renderHook(() =>
      useLiveSocket({ socket: liveSockets.trace, onData: (data) => received.push(data) }),
    );
    act(() => result.current.start({ query: { calls: 's3' } }));
    expect(result.current.state).toEqual({ status: 'connecting' });
    const socket = FakeSocket.last as FakeSocket;
    act(() => socket.onopen?.());
    expect(result.current.state).toEqual({ status: 'live' });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(socket.sent).toEqual(['ok', 'ok', 'ok']);
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ kind: 'error', message: 'MinIO refused: Access Denied.' }),
      }),
    );
    act(() => socket.onclose?.({ code: 1008 }));
    expect(result.current.state).toEqual({
      status: 'closed',
      reason: 'MinIO refused: Access Denied.',
      failed: true,
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(socket.sent).toHaveLength(3);
    expect(received).toEqual([]);
  });

  it('closes with 1000 on stop and when the page goes away', () => {
    const { result, unmount } = renderHook(() =>
      useLiveSocket({ socket: liveSockets.trace, onData: () => undefined }),
    );
    act(() => result.current.start({}));
    act(() => result.current.stop());
    expect(FakeSocket.last?.closedWith).toBe(1000);
    expect(result.current.state).toEqual({ status: 'closed', reason: 'Stopped.', failed: false });
    act(() => result.current.start({}));
    const second = FakeSocket.last as FakeSocket;
    unmount();
    expect(second.closedWith).toBe(1000);
  });
});
