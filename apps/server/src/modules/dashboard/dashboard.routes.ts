import type { widgetRangeQuerySchema } from '@granary/contract';
import { dashboardEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { answerSignal } from '../../plugins/request-clients.ts';
import { requirePage } from '../../plugins/page-access.ts';
import { adminInfo } from './info.service.ts';
import { widgetResult } from './widgets.service.ts';

type RangeQuery = z.output<typeof widgetRangeQuerySchema>;

/** The dashboard (spec 2 §7): the usage summary from MinIO, the widgets from Prometheus. */
export const dashboardRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  route(app, endpoints.info, async (request) => adminInfo(request.clients().admin, config));

  route(app, endpoints.widget, async (request) => {
    // Prometheus' series carry no MinIO policy: the dashboard page (admin:ServerInfo) guards them.
    await requirePage(
      request,
      config,
      '/dashboard',
      'Your policy does not allow the dashboard (admin:ServerInfo)',
    );
    if (!config.prometheus)
      throw httpError(
        'notFound',
        'Widgets need Prometheus: set CONSOLE_PROMETHEUS_URL to a Prometheus that scrapes MinIO',
      );
    const { id } = request.params as { id: string };
    return widgetResult(config.prometheus, Number(id), request.query as RangeQuery, answerSignal(request));
  });
};
