import { storageEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { formatDrives, listDrives } from './direct-csi.service.ts';
import { listTenantVolumes } from './volumes.service.ts';

/** Operator mode's Storage: Kubernetes' RBAC guards every call, made with the operator's own token. */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  route(app, storageEndpoints.volumes, async (request) => listTenantVolumes(await request.kube()));
  route(app, storageEndpoints.drives, async (request) => listDrives(await request.kube()));
  route(app, storageEndpoints.formatDrives, async (request) => ({
    formatIssuesList: await formatDrives(await request.kube(), request.body),
  }));
};
