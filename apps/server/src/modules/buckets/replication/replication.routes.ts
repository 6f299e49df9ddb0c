import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';

/** Bucket detail: replication rules, external buckets and the multi-bucket wizard (spec 1 §7). */
export const bucketReplicationRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async () => {};
