import type { AuditKind } from '@granary/contract';
import type { Generated } from 'kysely';

/** One ended session (`kind` session, `subject` its id) or every session of a user issued until `revoked_at`. */
export type SessionRevocationsTable = {
  id: Generated<string>;
  kind: 'session' | 'user';
  subject: string;
  revoked_at: Date;
  /** Past this, no token the record could match is still valid: the record may go. */
  expires_at: Date;
  recorded_at: Generated<Date>;
};

/** A configuration change MinIO applies only after a restart (spec 3, the restart banner). */
export type PendingRestartsTable = {
  id: Generated<string>;
  /** `subsys` or `subsys:target`. */
  config: string;
  recorded_by: string;
  recorded_at: Generated<Date>;
};

/** One audit record MinIO posted (spec 2 §3): the fields the search filters and shows, and the whole record. */
export type AuditLogTable = {
  id: Generated<string>;
  time: Date;
  kind: AuditKind;
  event: string | null;
  /** Empty when the record names none (a request refused before MinIO knew its API). */
  api_name: string;
  bucket: string | null;
  object: string | null;
  remote_host: string | null;
  request_id: string | null;
  user_agent: string | null;
  response_status: string | null;
  response_status_code: number | null;
  request_content_length: string | null;
  response_content_length: string | null;
  time_to_response_ns: string | null;
  access_key: string | null;
  parent_user: string | null;
  problem: string | null;
  /** The record as MinIO sent it (one line of JSON). */
  raw: string | null;
  /** SHA-256 of `raw`: a record MinIO posts again is not stored twice. */
  record_hash: string | null;
  received_at: Generated<Date>;
};

/** Granary's own tables, the same in the embedded PGlite and in a shared PostgreSQL. */
export type StoreTables = {
  session_revocations: SessionRevocationsTable;
  pending_restarts: PendingRestartsTable;
  audit_log: AuditLogTable;
};
