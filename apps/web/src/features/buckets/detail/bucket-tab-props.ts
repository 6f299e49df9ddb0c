/** What every bucket-detail tab receives from the page. */
export type BucketTabProps = {
  bucketName: string;
  /** Versioning, quota, locking, replication, lifecycle and retention need it (spec 1 §6). */
  distributedMode: boolean;
  /** The session's allowed pages, e.g. the Access Audit's Users sub-tab needs the Users page. */
  pages: readonly string[];
};
