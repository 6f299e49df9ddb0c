// Granary's fix, added to MinIO's cmd package before the test and local MinIO is built
// (tools/minio/find-or-build.ts; docs/decisions/minio-pin-and-build.md).
//
// From 2025-10-24 to the repository's archive, MinIO's S3 handlers write through a wrapper that cannot
// flush, so a streamed S3 answer (ListenBucketNotification, the Watch page's stream) leaves the server only
// in 4 KiB lumps: one event waits for more, a quiet stream sends not even its headers. Released MinIO
// (RELEASE.2025-10-15T17-29-55Z and before) and the maintained forks flush; so does this build.

package cmd

import "net/http"

// Flush passes the handler's flush on to the writer it wraps.
func (w *trackingResponseWriter) Flush() {
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}
