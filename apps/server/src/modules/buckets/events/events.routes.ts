import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';

/** Bucket detail: event subscriptions and the server's notification ARNs (spec 1 §7). */
export const bucketEventsRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async () => {};
