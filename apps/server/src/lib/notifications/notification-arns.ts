import type { AdminClient } from '@granary/madmin';

/** The ARNs of the server's configured notification targets (server info `sqsARN`). */
export async function listNotificationArns(admin: AdminClient): Promise<string[]> {
  return (await admin.serverInfo()).sqsARN ?? [];
}
