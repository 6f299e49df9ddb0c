import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';

/** Bucket detail: lifecycle rules and tiers (spec 1 §7). */
export const bucketLifecycleRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async () => {};
