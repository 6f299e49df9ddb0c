// The dashboard's own stack for the end-to-end run: a 4-drive MinIO holding known objects, a Prometheus
// scraping it and a Granary reading that Prometheus. Started by the global setup, so MinIO's usage scanner
// (its first pass comes about a minute after start) has measured the objects when the dashboard spec runs.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startPrometheus, type PrometheusServer } from '@granary/tools/prometheus';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';

/** What the dashboard must show for the seeded MinIO (spec 2 §9's size buckets). */
export const dashboardSeed = {
  buckets: { 'dash-small': 3, 'dash-medium': 2, 'dash-empty': 0 },
  small: 100,
  medium: 2 * 1024 * 1024,
};

async function seed(minio: MinioServer): Promise<void> {
  const s3 = rootS3(minio);
  for (const [bucket, count] of Object.entries(dashboardSeed.buckets)) {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const size = bucket === 'dash-small' ? dashboardSeed.small : dashboardSeed.medium;
    for (let index = 0; index < count; index++)
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: `object-${index}`, Body: new Uint8Array(size) }),
      );
  }
}

export async function startDashboardStack(): Promise<{
  minio: MinioServer;
  prometheus: PrometheusServer;
  granary: GranaryServer;
  stop(): Promise<void>;
}> {
  const minio = await startMinio({ drives: 4, name: 'e2e-dashboard' });
  let prometheus: PrometheusServer | undefined;
  let granary: GranaryServer | undefined;
  const stop = async () => {
    await granary?.stop();
    await prometheus?.stop();
    await minio.stop();
  };
  try {
    await seed(minio);
    prometheus = await startPrometheus({ minioEndpoints: [minio.endpoint], scrapeIntervalSeconds: 2 });
    granary = await startGranary({
      minioEndpoint: minio.endpoint,
      env: {
        GRANARY_LOGIN_RATE_LIMIT: '1000',
        CONSOLE_PROMETHEUS_URL: prometheus.url,
        CONSOLE_PROMETHEUS_JOB_ID: prometheus.jobId,
      },
    });
    return { minio, prometheus, granary, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
