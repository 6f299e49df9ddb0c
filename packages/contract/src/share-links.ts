import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

export const shareLinkSchema = z
  .object({
    /** The access key made for this link alone; revoking the link deletes it. */
    accessKey: z.string(),
    bucket: z.string(),
    /** The shared object's name; ends with '…' when MinIO's description could not hold all of it. */
    object: z.string(),
    expires_at: z.string().optional(),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const listShareLinksResponseSchema = z
  .object({ shareLinks: z.array(shareLinkSchema) })
  .meta({ id: 'ListShareLinksResponse' });
export type ListShareLinksResponse = z.infer<typeof listShareLinksResponseSchema>;

const tags = ['account'];

/** The logged-in user's share links: each lives on its own access key, apart from their service accounts. */
export const shareLinkEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/account/share-links',
    summary: "The logged-in user's share links that have not expired, soonest to expire first",
    tags,
    response: listShareLinksResponseSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/account/share-links/:accessKey',
    summary: 'Revoke a share link: its access key is deleted, so the link stops at once',
    tags,
    response: okResponseSchema,
  }),
};
