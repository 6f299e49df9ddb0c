import { createPolicyRequestSchema, policyTextSchema } from '@silo/contract';

export type StatementSummary = {
  sid: string;
  effect: string;
  actions: string[];
  notActions: string[];
  resources: string[];
  notResources: string[];
  hasCondition: boolean;
};

export type PolicySummary = { ok: true; statements: StatementSummary[] } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function summarizeStatement(statement: unknown): StatementSummary {
  const s = isRecord(statement) ? statement : {};
  return {
    sid: typeof s.Sid === 'string' ? s.Sid : '',
    effect: typeof s.Effect === 'string' ? s.Effect : '',
    actions: list(s.Action),
    notActions: list(s.NotAction),
    resources: list(s.Resource),
    notResources: list(s.NotResource),
    hasCondition: isRecord(s.Condition) && Object.keys(s.Condition).length > 0,
  };
}

/** The statements of a stored policy, read leniently (a single Statement object counts as one). */
export function summarizePolicy(text: string): PolicySummary {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Policy is not valid JSON: ${(error as Error).message}` };
  }
  if (!isRecord(document)) return { ok: false, error: 'Policy is not a JSON object' };
  const statement = document.Statement;
  const statements = Array.isArray(statement) ? statement : statement === undefined ? [] : [statement];
  return { ok: true, statements: statements.map(summarizeStatement) };
}

/** The message explaining why a policy text cannot be saved, or undefined when it can. */
export function policyTextError(text: string): string | undefined {
  if (text.trim() === '') return 'Policy is required';
  const result = policyTextSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export type PolicyFormErrors = { name?: string; policy?: string };

/** Validates the Create Policy form: a non-blank name (spec §5) and a valid policy document. */
export function validatePolicyForm(name: string, policy: string): PolicyFormErrors {
  const errors: PolicyFormErrors = { policy: policyTextError(policy) };
  const result = createPolicyRequestSchema.shape.name.safeParse(name);
  if (!result.success) errors.name = result.error.issues[0]?.message;
  return errors;
}

/** A policy re-indented with two spaces for the editor; text that does not parse is kept as is. */
export function prettyPolicy(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
