import { bucketEventEndpoints, type BucketEventSubscription } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { EventsTab } from './events-tab';

const arn = 'arn:minio:sqs::primary:webhook';
const subscription: BucketEventSubscription = {
  id: 'one',
  arn,
  events: ['put', 'delete'],
  otherEvents: ['s3:ObjectCreated:Put'],
  prefix: 'in/',
  suffix: '.txt',
};
const photos = { name: 'photos' };
const tab = <EventsTab bucketName="photos" distributedMode pages={[]} />;

describe('EventsTab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists subscriptions and deletes exactly the chosen one', async () => {
    const calls = mockApi([
      answer(bucketEventEndpoints.list, { events: [subscription], total: 1 }, photos),
      answer(bucketEventEndpoints.arns, { arns: [arn] }),
      answer(bucketEventEndpoints.unsubscribe, { ok: true }, { ...photos, arn }),
    ]);
    renderWithProviders(tab);
    const row = (await screen.findByText('PUT, DELETE, s3:ObjectCreated:Put')).closest('[role="row"]');
    expect(row?.textContent).toContain('in/');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Event Subscription' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      events: ['put', 'delete'],
      otherEvents: ['s3:ObjectCreated:Put'],
      prefix: 'in/',
      suffix: '.txt',
    });
  });

  it('subscribes with the chosen ARN and events, Save waiting for both', { timeout: 20_000 }, async () => {
    const calls = mockApi([
      answer(bucketEventEndpoints.list, { events: [], total: 0 }, photos),
      answer(bucketEventEndpoints.arns, { arns: [arn] }),
      answer(
        bucketEventEndpoints.subscribe,
        { subscription: { ...subscription, otherEvents: [] }, created: true },
        photos,
      ),
    ]);
    renderWithProviders(tab);
    expect(await screen.findByText('There are no event subscriptions on this bucket yet.')).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Subscribe to Event' }) as HTMLButtonElement;
    await waitFor(() => expect(open.disabled).toBe(false));
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Subscribe To Event' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /ARN/ }));
    fireEvent.click(await screen.findByRole('option', { name: arn }));
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'DELETE: object deleted' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'PUT: object uploaded' }));
    fireEvent.change(within(dialog).getByLabelText('Prefix'), { target: { value: 'in/' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    const subscribed = () => calls.find((call) => call.method === 'POST' && call.url.endsWith('/events'));
    await waitFor(() => expect(subscribed()).toBeDefined());
    expect(subscribed()?.body).toEqual({
      configuration: { arn, events: ['put', 'delete'], prefix: 'in/', suffix: '' },
      ignoreExisting: true,
    });
  });

  it('explains an empty target list and keeps Subscribe disabled', async () => {
    mockApi([
      answer(bucketEventEndpoints.list, { events: [], total: 0 }, photos),
      answer(bucketEventEndpoints.arns, { arns: [] }),
    ]);
    renderWithProviders(tab);
    expect(await screen.findByText(/This server has no notification targets configured/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Subscribe to Event' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
