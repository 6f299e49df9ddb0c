import type { Config } from '../../config/config.ts';
import { requestClientsResolver, type RequestClients } from '../../plugins/request-clients.ts';

export { s3Code } from '../../plugins/s3-client.ts';
export { bucketNotFound, storageRouteErrors as bucketRouteErrors } from '../../lib/storage-errors.ts';

/** What every bucket call works with: the user's own S3 and admin clients. */
export type BucketsContext = RequestClients;

export type BucketsRoutesOptions = { config: Config; sealingKey: Buffer };

export const bucketsContextResolver = requestClientsResolver;
