// The one place the Kubernetes API server's version is pinned (operator mode's tests and `--operator` dev).
// k8s.io/kubernetes cannot be `go install`ed (its go.mod replaces its staging modules with local paths), so a
// wrapper module supplies those replaces with the published staging versions (../shared/reference B.3).
export const KUBE_VERSION = 'v1.34.4';
/** The staging modules' published version that matches KUBE_VERSION. */
export const KUBE_STAGING_VERSION = 'v0.34.4';
/** Names the cached build; a change of the wrapper below needs a new name. */
export const KUBE_BUILD = `${KUBE_VERSION}-granary.1`;
