import { objectDetailEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { readObjectInfo } from './object-info.ts';
import { clearRetention, setLegalHold, setRetention, setTags } from './object-protection.ts';

const ok = { ok: true } as const;

type TargetRequest = {
  params: { bucket: string };
  query: { prefix: string; version_id?: string | undefined };
};
const targetOf = (request: TargetRequest) => ({
  bucket: request.params.bucket,
  key: request.query.prefix,
  versionId: request.query.version_id,
});

/** The object detail screen: one object's facts, retention, legal hold and tags (spec 1 §2.8). */
/** `config` is no longer used (clients come from the request); app.ts still passes it. */
export const objectDetailRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.info, async (request) => readObjectInfo(request.clients().s3, targetOf(request)));

  route(app, endpoints.setRetention, async (request) => {
    await setRetention(request.clients().s3, targetOf(request), request.body);
    return ok;
  });

  route(app, endpoints.clearRetention, async (request) => {
    await clearRetention(request.clients().s3, targetOf(request));
    return ok;
  });

  route(app, endpoints.setTags, async (request) => {
    await setTags(request.clients().s3, targetOf(request), request.body.tags);
    return ok;
  });

  route(app, endpoints.setLegalHold, async (request) => {
    await setLegalHold(request.clients().s3, targetOf(request), request.body.status === 'enabled');
    return ok;
  });
};
