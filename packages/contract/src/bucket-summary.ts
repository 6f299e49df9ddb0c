/** Bucket detail contract (spec 1 §3, §7): filled in by the summary tab's change. */
export {};
