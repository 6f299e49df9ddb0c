import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SettingsTabs } from './settings-tabs';

afterEach(() => cleanup());

describe('SettingsTabs', () => {
  it('offers Tiers only on a distributed setup and marks the current section', () => {
    renderWithProviders(<SettingsTabs distributedMode={false} />, '/settings/notifications/add');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Configurations',
      'Lambda Notifications',
    ]);
    expect(screen.getByRole('tab', { name: 'Lambda Notifications' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    cleanup();
    renderWithProviders(<SettingsTabs distributedMode />, '/settings/tiers');
    expect(screen.getByRole('tab', { name: 'Tiers' }).getAttribute('aria-selected')).toBe('true');
  });
});
