import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';

/** MinIO's region when none is configured: what MinIO itself assumes, and what every signature names. */
const defaultRegion = 'us-east-1';

/**
 * One MinIO server a session speaks to: where it is, the region its signatures name, and the address
 * browsers reach it at for direct transfers, when they may.
 */
export type Target = {
  /** Sealed into the session and share links; the configured server's id is 'default'. */
  id: string;
  endpoint: URL;
  region: string;
  publicUrl?: URL;
};

/** The region signatures name: the configured one, or MinIO's default. Decided here and nowhere else. */
export function targetRegion(configured: string | undefined): string {
  return configured?.trim() || defaultRegion;
}

export const defaultTargetId = 'default';

/** Which target a login speaks to; the configured server unless a deployment says otherwise. */
export type LoginTargetChoice = (request: FastifyRequest, targets: Targets) => Target;

/**
 * The MinIO servers this process may speak to, and the one seam that picks one per request: a
 * session's target is chosen at login and sealed into its cookie; every later request uses that one.
 */
export class Targets {
  readonly #byId: Map<string, Target>;
  readonly #chooseForLogin: LoginTargetChoice;

  constructor(targets: readonly Target[], chooseForLogin?: LoginTargetChoice) {
    this.#byId = new Map(targets.map((target) => [target.id, target]));
    if (!this.#byId.has(defaultTargetId)) throw new Error(`no '${defaultTargetId}' MinIO target`);
    this.#chooseForLogin = chooseForLogin ?? ((_request, all) => all.default);
  }

  /** The server the configuration names (CONSOLE_MINIO_SERVER). */
  get default(): Target {
    return this.#byId.get(defaultTargetId) as Target;
  }

  /** The target a session or link names; sessions sealed before targets existed name none: the default. */
  get(id: string | undefined): Target | undefined {
    return this.#byId.get(id ?? defaultTargetId);
  }

  /** Where browsers send direct transfers: every target's public address, for the page's CSP. */
  publicOrigins(): string[] {
    return [...this.#byId.values()].flatMap((target) => (target.publicUrl ? [target.publicUrl.origin] : []));
  }

  forLogin(request: FastifyRequest): Target {
    return this.#chooseForLogin(request, this);
  }
}

/** The configured MinIO server: the one place the configuration's address and region are read. */
export function targetsFromConfig(
  config: Pick<Config, 'minioServer' | 'minioRegion' | 's3PublicUrl'>,
  chooseForLogin?: LoginTargetChoice,
): Targets {
  const configured: Target = {
    id: defaultTargetId,
    endpoint: config.minioServer,
    region: targetRegion(config.minioRegion),
    ...(config.s3PublicUrl && { publicUrl: config.s3PublicUrl }),
  };
  return new Targets([configured], chooseForLogin);
}
