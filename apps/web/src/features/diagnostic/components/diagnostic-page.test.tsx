import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DiagnosticPage, diagnosticTexts } from './diagnostic-page';

/** The browser's WebSocket, played by the test (the real socket is proven in e2e/tests/diagnostic). */
class FakeSocket {
  static last: FakeSocket | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send() {}
  close(code: number) {
    this.onclose?.({ code });
  }
}

describe('Diagnostic', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  for (const code of [1011, 1008, 1006])
    it(`says the diagnostic failed when the socket closes with ${code}, Download staying off`, () => {
      renderWithProviders(<DiagnosticPage />);
      fireEvent.click(screen.getByRole('button', { name: 'Start Diagnostic' }));
      const socket = FakeSocket.last as FakeSocket;
      act(() => socket.onopen?.());
      expect(screen.getByText(diagnosticTexts.inProgress)).toBeTruthy();
      act(() => socket.onclose?.({ code }));
      expect(screen.getByText(diagnosticTexts.error)).toBeTruthy();
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(true);
    });

  it('is ready once the report arrived and the socket closed normally', () => {
    renderWithProviders(<DiagnosticPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Diagnostic' }));
    const socket = FakeSocket.last as FakeSocket;
    act(() => socket.onopen?.());
    act(() =>
      socket.onmessage?.({ data: JSON.stringify({ kind: 'data', data: { version: '3', minio: {} } }) }),
    );
    act(() => socket.onclose?.({ code: 1000 }));
    expect(screen.getByText(diagnosticTexts.success)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(false);
  });
});
