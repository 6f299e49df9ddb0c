import { WebhooksPage } from '@/features/settings/components/webhooks/webhooks-page';

export function LoggerWebhookRoute() {
  return <WebhooksPage key="logger" kind="logger" />;
}

export function AuditWebhookRoute() {
  return <WebhooksPage key="audit" kind="audit" />;
}
