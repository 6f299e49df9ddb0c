import type { ShellPage } from '@granary/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { httpError } from '../lib/http-error.ts';
import { accountPages } from '../lib/policy/page-rules.ts';
import { canChangeOwnPassword, requireMinioPrincipal } from './session.ts';

const cacheMs = 10_000;
const maxCached = 1_000;
/** Pages per login (its temporary access key): a dashboard asks for 19 widgets at once. */
const cached = new Map<string, { pages: Promise<ShellPage[]>; until: number }>();

/**
 * The pages this user's policy opens with no condition read as granting (kept 10 s per login): stricter
 * than the menu the session lists, which offers what a condition may allow and leaves it to MinIO.
 */
function enforcedPagesOf(request: FastifyRequest, config: Config): Promise<ShellPage[]> {
  const principal = requireMinioPrincipal(request);
  const key = principal.credentials.accessKeyId;
  const now = Date.now();
  const hit = cached.get(key);
  if (hit && hit.until > now) return hit.pages;
  const pages = request
    .clients()
    .admin.accountInfo()
    .then((account) => accountPages(account, config, canChangeOwnPassword(principal), 'enforce'));
  pages.catch(() => cached.delete(key));
  if (cached.size >= maxCached) cached.clear();
  cached.set(key, { pages, until: now + cacheMs });
  return pages;
}

/**
 * Data Granary holds itself (audit records, Prometheus' series) has no MinIO policy guarding it: a route
 * serving it requires the page that shows it, with no condition of the policy read as granting it.
 */
export async function requirePage(
  request: FastifyRequest,
  config: Config,
  page: ShellPage,
  refusal: string,
): Promise<void> {
  if (!(await enforcedPagesOf(request, config)).includes(page)) throw httpError('accessDenied', refusal);
}
