import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { ConfigResponse } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form-page';
import { formatError } from '@/lib/error-message';
import { showSnackbar } from '@/lib/notifications';
import { useConfig } from '../api/get-config';
import { useSaveConfig } from '../api/save-config';
import { configLabel } from '../forms/config-labels';
import { ConfigFields } from '../forms/config-fields';
import { configChanges } from '../forms/config-form-model';
import { configOverlays } from '../forms/spec-overlays';
import { useConfigForm } from '../forms/use-config-form';

const back = { label: 'Back To Configurations', to: screens.settings.configurations.href() };

function ConfigEditForm({ config }: { config: ConfigResponse }) {
  const navigate = useNavigate();
  const save = useSaveConfig(config.name);
  const [error, setError] = useState<string>();
  const { fields, form, refused } = useConfigForm(config, config.target, configOverlays[config.name] ?? {});
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const { restart } = await save.mutateAsync(configChanges(values, form.formState.defaultValues ?? {}));
      showSnackbar(
        restart
          ? 'Configuration saved. MinIO applies it after a restart.'
          : 'Configuration saved and applied.',
      );
      await navigate(back.to);
    } catch (failure) {
      setError(refused(failure));
    }
  });
  return (
    <FormPage
      title={`Edit ${configLabel(config.name)} Configuration`}
      subtitle={config.description}
      back={back}
      onSubmit={submit}
      pending={save.isPending}
      error={error}
    >
      <ConfigFields fields={fields} control={form.control} />
    </FormPage>
  );
}

/** /settings/configurations/:id: the subsystem's keys as MinIO's help describes them. */
export function ConfigEditPage() {
  const id = useParams()['id'] ?? '';
  const config = useConfig(id);
  if (config.isPending) return <LinearProgress aria-label="Loading configuration" />;
  if (config.isError) return <Alert severity="error">{formatError(config.error).message}</Alert>;
  return <ConfigEditForm key={id} config={config.data} />;
}
