/** Sent with every call, so MinIO's audit and trace show what came through Silo. */
export const USER_AGENT = 'Silo';
