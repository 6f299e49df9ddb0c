import type { MinioTarget } from '../../../../../tools/minio/provided.ts';
import { logIn } from '../../testing/session-helpers.ts';
import { makeTestApp } from '../../testing/test-app.ts';

export { rootS3 } from '../../testing/root-s3.ts';

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A test app against one MinIO, logged in as root, with a typed `call`. */
export async function bucketsHarness(minio: MinioTarget) {
  const t = await makeTestApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
  const token = await logIn(t, minio.rootUser, minio.rootPassword);
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t.app.inject({ method, url, cookies: { token: as }, ...(payload && { payload }) });
  return { t, token, call };
}
