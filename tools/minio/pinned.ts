// The one place the MinIO server version is pinned.
// Commit 7aac2a2c5b7c882e68c1ce017d8256be2feea27f (2026-02-12, newest on github.com/minio/minio).
// The Go module proxy answers 403 for the raw commit hash as a version query; the pseudo-version works.
export const MINIO_MODULE = 'github.com/minio/minio';
export const MINIO_PSEUDO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';
export const MINIO_COMMIT = '7aac2a2c5b7c882e68c1ce017d8256be2feea27f';

/**
 * The build made from it: the module's source with Granary's fixes (tools/minio/fixes/*.go) added to MinIO's
 * `cmd` package. A change of the fixes needs a new name here, so that no cached binary without them is used.
 */
export const MINIO_BUILD = `${MINIO_PSEUDO_VERSION}-granary.1`;
