import { notificationServices } from '../forms/spec-overlays';
import { OptionPicker } from './option-picker';

/** Step 2 of adding a notification target: the ten services MinIO can publish to. */
export function NotificationServicePicker() {
  return (
    <OptionPicker
      title="Supported Services"
      back={{ label: 'Back To Lambda Notifications', to: '/settings/notifications' }}
      options={notificationServices.map(({ service, label }) => ({
        label,
        to: `/settings/notifications/add/${service}`,
      }))}
    />
  );
}
