/** Sent with every call, so MinIO's audit and trace show what came through Granary. */
export const USER_AGENT = 'Granary';
