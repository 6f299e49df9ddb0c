import { fillPathParams, objectDetailEndpoints, type ObjectInfo } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders, type ApiCall } from '@/testing/render-with-providers';
import { SetRetentionDialog } from './set-retention-dialog';

const inB = { bucket: 'b' };
const info: ObjectInfo = {
  name: 'docs/a.txt',
  size: 1,
  last_modified: '2030-01-01T00:00:00Z',
  etag: 'e',
  content_type: 'text/plain',
  version_id: 'v1',
  is_delete_marker: false,
  legal_hold_status: 'OFF',
  retention_mode: '',
  retention_until_date: '',
  object_lock: true,
  tags: {},
  user_metadata: {},
  not_allowed: [],
};

function renderDialog(patch: Partial<ObjectInfo> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <SetRetentionDialog
      target={{ bucket: 'b', key: 'docs/a.txt', versionId: 'v1' }}
      info={{ ...info, ...patch }}
      onClose={onClose}
    />,
  );
  return onClose;
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SetRetentionDialog', () => {
  it('enables Save only with a type and a date, and sends the end of the day in UTC', async () => {
    const calls = mockApi([answer(objectDetailEndpoints.setRetention, { ok: true }, inB)]);
    const onClose = renderDialog();
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Governance'));
    expect(save().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-04' } });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = calls as [ApiCall];
    expect(call.url).toContain(
      `${fillPathParams(objectDetailEndpoints.setRetention.path, inB)}?prefix=docs%2Fa.txt&version_id=v1`,
    );
    expect(call.method).toBe('PUT');
    expect(call.body).toEqual({ mode: 'governance', expires: '2030-05-04T23:59:59Z' });
  });

  it('turning governance off removes it; compliance cannot be turned off', async () => {
    const calls = mockApi([answer(objectDetailEndpoints.clearRetention, { ok: true }, inB)]);
    renderDialog({ retention_mode: 'GOVERNANCE', retention_until_date: '2030-05-04T23:59:59.000Z' });
    fireEvent.click(screen.getByLabelText('Status'));
    fireEvent.click(save());
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.method).toBe('DELETE');
    cleanup();
    renderDialog({ retention_mode: 'COMPLIANCE', retention_until_date: '2030-05-04T23:59:59.000Z' });
    fireEvent.click(screen.getByLabelText('Status'));
    expect(save().disabled).toBe(true);
    expect(screen.getByText('Compliance retention cannot be removed before its date.')).toBeTruthy();
  });
});
