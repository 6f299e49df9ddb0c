import { notificationServices, type NotificationService } from './spec-overlays';

/** MinIO's server info names the postgres target type 'postgresql' (its ARN type too). */
const serviceAliases: Record<string, NotificationService> = { postgresql: 'postgres' };

export function subsystemOfService(service: string): string {
  return `notify_${serviceAliases[service] ?? service}`;
}

export function isNotificationService(value: string): value is NotificationService {
  return notificationServices.some((entry) => entry.service === value);
}

export function serviceLabel(service: NotificationService): string {
  return notificationServices.find((entry) => entry.service === service)?.label ?? service;
}
