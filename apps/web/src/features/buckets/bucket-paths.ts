/** The bucket detail screen (spec 1 §2.7). */
export const bucketScreenPath = (name: string) => `/buckets/${encodeURIComponent(name)}`;
