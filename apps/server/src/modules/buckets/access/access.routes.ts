import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';

/** Bucket detail: access audit (policies and users of a bucket) and access rules (spec 1 §7). */
export const bucketAccessRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async () => {};
