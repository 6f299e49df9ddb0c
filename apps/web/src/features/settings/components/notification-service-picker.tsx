import { screens } from '@granary/contract';
import { notificationServices } from '../forms/spec-overlays';
import { OptionPicker } from './option-picker';

/** Step 2 of adding a notification target: the ten services MinIO can publish to. */
export function NotificationServicePicker() {
  return (
    <OptionPicker
      title="Supported Services"
      back={{ label: 'Back To Lambda Notifications', to: screens.settings.notifications.href() }}
      options={notificationServices.map(({ service, label }) => ({
        label,
        to: screens.settings.notificationTarget.href({ service }),
      }))}
    />
  );
}
