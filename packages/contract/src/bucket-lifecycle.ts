/** Bucket detail contract (spec 1 §3, §7): filled in by the lifecycle tab's change. */
export {};
