import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { ConfigResponse } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form-page';
import { FormTextField } from '@/components/form-text-field';
import { formatError } from '@/lib/error-message';
import { showSnackbar } from '@/lib/notifications';
import { useConfig } from '../api/get-config';
import { useSaveConfig } from '../api/save-config';
import { ConfigFields } from '../forms/config-fields';
import { toKeyValues } from '../forms/config-form-model';
import { ConnectionStringBuilder } from '../forms/connection-string-builder';
import { isNotificationService, serviceLabel } from '../forms/notification-services';
import { notificationOverlays, type NotificationService } from '../forms/spec-overlays';
import { identifierField, useConfigForm } from '../forms/use-config-form';

const back = { label: 'Back To Supported Services', to: screens.settings.notificationServices.href() };
const builtKeys: Partial<Record<NotificationService, string>> = {
  postgres: 'connection_string',
  mysql: 'dsn_string',
};

function TargetForm({ service, config }: { service: NotificationService; config: ConfigResponse }) {
  const navigate = useNavigate();
  const save = useSaveConfig(config.name);
  const [error, setError] = useState<string>();
  const overlay = notificationOverlays[config.name] ?? {};
  const { fields, form, refused } = useConfigForm(config, undefined, overlay, { identifier: true });
  const submit = form.handleSubmit(async ({ [identifierField]: identifier = '', ...values }) => {
    setError(undefined);
    try {
      await save.mutateAsync({ arn_resource_id: identifier, key_values: toKeyValues(values) });
      showSnackbar(`Notification target '${service}:${identifier}' saved. MinIO uses it after a restart.`);
      await navigate(screens.settings.notifications.href());
    } catch (failure) {
      setError(refused(failure));
    }
  });
  const built = builtKeys[service];
  return (
    <FormPage
      title={`Add ${serviceLabel(service)} Notification Target`}
      subtitle="MinIO checks that it can reach the target before it keeps it."
      back={back}
      onSubmit={submit}
      pending={save.isPending}
      error={error}
    >
      <FormTextField
        control={form.control}
        name={identifierField}
        label="Identifier"
        required
        size="small"
        helperText={`Names the target in its ARN: arn:minio:sqs::<identifier>:${service}`}
      />
      {built && <ConnectionStringBuilder kind={service as 'postgres' | 'mysql'} control={form.control} />}
      <ConfigFields fields={fields} control={form.control} skip={built ? [built] : []} />
    </FormPage>
  );
}

/** Step 3: the form of one service, from MinIO's help and the specification's fields and defaults. */
export function NotificationTargetPage() {
  const service = useParams()['service'] ?? '';
  const valid = isNotificationService(service);
  const config = useConfig(valid ? `notify_${service}` : 'notify_webhook');
  if (!valid) return <Navigate to={back.to} replace />;
  if (config.isPending) return <LinearProgress aria-label="Loading the service's settings" />;
  if (config.isError) return <Alert severity="error">{formatError(config.error).message}</Alert>;
  return <TargetForm key={service} service={service} config={config.data} />;
}
