import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PolicySummaryTab } from './policy-summary-tab';

afterEach(() => cleanup());

describe('PolicySummaryTab', () => {
  it('renders each statement with Effect, Actions and Resources', () => {
    const policy = JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['s3:GetObject', 's3:ListBucket'], Resource: ['arn:aws:s3:::photos/*'] },
        { Effect: 'Deny', Action: 'admin:*' },
      ],
    });
    renderWithProviders(<PolicySummaryTab policyText={policy} />);

    const first = screen.getByRole('region', { name: 'Statement 1' });
    expect(within(first).getByText('Allow')).toBeTruthy();
    const actions = within(first).getByRole('list', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(
      within(within(first).getByRole('list', { name: 'Resources' })).getByText('arn:aws:s3:::photos/*'),
    ).toBeTruthy();

    const second = screen.getByRole('region', { name: 'Statement 2' });
    expect(within(second).getByText('Deny')).toBeTruthy();
    expect(within(second).getByText('admin:*')).toBeTruthy();
    expect(within(second).getByText('Any resource')).toBeTruthy();
  });

  it('says so when the stored text is not JSON', () => {
    renderWithProviders(<PolicySummaryTab policyText="not json" />);
    expect(screen.getByText(/^Policy is not valid JSON/)).toBeTruthy();
  });
});
