import type { AddableTierType } from '@granary/contract';

/** The type picker's entries and the endpoint each add form starts with (spec 2 §9). */
export const tierTypes: { type: AddableTierType; label: string; defaultEndpoint: string }[] = [
  { type: 'minio', label: 'MinIO', defaultEndpoint: '' },
  { type: 'gcs', label: 'Google Cloud Storage', defaultEndpoint: 'https://storage.googleapis.com/' },
  { type: 's3', label: 'AWS S3', defaultEndpoint: 'https://s3.amazonaws.com' },
  { type: 'azure', label: 'Azure', defaultEndpoint: 'https://blob.core.windows.net' },
];

export function tierTypeLabel(type: string): string {
  return tierTypes.find((entry) => entry.type === type)?.label ?? type;
}
