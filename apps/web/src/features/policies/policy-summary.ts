import { createPolicyRequestSchema, policyTextSchema } from '@granary/contract';
import { z } from 'zod';

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

/** The policy text a form may save: not blank (the web's own message), then the contract's rule. */
export const policyFormTextSchema = z
  .string()
  .refine((text) => text.trim() !== '', 'Policy is required')
  .pipe(policyTextSchema);

/** The Create Policy form: the contract's name rule and the form's policy text rule. */
export const policyFormSchema = createPolicyRequestSchema.extend({ policy: policyFormTextSchema });

/** The message explaining why a policy text cannot be saved, or undefined when it can. */
export function policyTextError(text: string): string | undefined {
  const result = policyFormTextSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A policy re-indented with two spaces for the editor; text that does not parse is kept as is. */
export function prettyPolicy(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
