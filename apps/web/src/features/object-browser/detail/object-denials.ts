import { usePolicyChecks } from '@/lib/has-permission';

/**
 * Why the user's policy refuses each change the object's page offers (undefined: allowed, or not known
 * yet). One has-permission call, shared by the header's actions and the details panel.
 */
export const useObjectDenials = (bucket: string, key: string, versioned: boolean) =>
  usePolicyChecks({
    read: { action: 's3:GetObject', bucket, prefix: key },
    delete: { action: versioned ? 's3:DeleteObjectVersion' : 's3:DeleteObject', bucket, prefix: key },
    tags: { action: 's3:PutObjectTagging', bucket, prefix: key },
    retention: { action: 's3:PutObjectRetention', bucket, prefix: key },
    legalHold: { action: 's3:PutObjectLegalHold', bucket, prefix: key },
  });
