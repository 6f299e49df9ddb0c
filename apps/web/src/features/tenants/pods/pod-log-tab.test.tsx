import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { tenantPodEndpoints } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import minioLog from './minio-startup.txt?raw';
import { PodLogTab } from './pod-log-tab';

// What the API server cannot serve in the tests (no kubelet runs): a pod's real MinIO log, as the Logs
// tab draws it.
const tenant = { namespace: 'ns-1', name: 'alpha' };

describe('PodLogTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("draws MinIO's log without its terminal codes, indents, and highlights the lines holding the text", async () => {
    mockApi([answer(tenantPodEndpoints.podLog, { container: 'minio', log: minioLog })]);
    renderWithProviders(<PodLogTab tenant={tenant} pod="alpha-pool-0-0" />);
    const log = await screen.findByRole('log', { name: 'Log of alpha-pool-0-0' });
    expect(screen.getByText('Container minio')).toBeTruthy();
    expect(log.textContent).not.toContain('\u001b');
    expect(log.textContent).toContain('MinIO Object Storage Server');
    const rootUser = within(log).getAllByText('RootUser: ppadmin', { exact: false })[0];
    expect(rootUser?.closest('div')?.textContent).toBe('RootUser: ppadmin ');
    expect(log.querySelectorAll('[data-highlighted]')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Highlight Line'), { target: { value: 'rootpass' } });
    const marked = log.querySelectorAll('[data-highlighted]');
    expect([...marked].map((line) => line.textContent)).toEqual([
      'RootPass: ppadmin-secret ',
      'RootPass: ppadmin-secret ',
    ]);
    expect(within(marked[0] as HTMLElement).getByText('RootPass').tagName).toBe('MARK');
  });

  it("says the API server's answer when it cannot give the log", async () => {
    const refusal = {
      code: 'kubernetes_failed',
      message:
        'The Kubernetes API server could not get the log of pod alpha-pool-0-0 from its node n1: no route',
      detailedMessage: '',
    };
    mockApi([answer(tenantPodEndpoints.podLog, () => Response.json(refusal, { status: 502 }))]);
    renderWithProviders(<PodLogTab tenant={tenant} pod="alpha-pool-0-0" />);
    expect(await screen.findByText('The log could not be read')).toBeTruthy();
    expect(screen.getByText(refusal.message)).toBeTruthy();
  });
});
