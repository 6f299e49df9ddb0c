import type { PolicyDocument, PolicyStatement } from '@granary/madmin';
import { actionMatch, matchesEveryTextFrom, matchesSomeTextFrom, wildcardMatch } from './wildcard.ts';

const anyResource = '*';

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function coversAction(statement: PolicyStatement, action: string): boolean {
  if (statement.NotAction !== undefined)
    return !list(statement.NotAction).some((p) => actionMatch(p, action));
  return list(statement.Action).some((p) => actionMatch(p, action));
}

function resourcePatterns(statement: PolicyStatement): string[] {
  const resources = list(statement.Resource);
  // Admin and KMS statements usually carry no Resource: they apply everywhere.
  return resources.length === 0 && statement.NotResource === undefined ? [anyResource] : resources;
}

/** True when the statement applies to this concrete resource ARN. */
function coversResource(statement: PolicyStatement, resource: string): boolean {
  if (statement.NotResource !== undefined)
    return !list(statement.NotResource).some((p) => wildcardMatch(normalise(p), resource));
  return resourcePatterns(statement).some((p) => wildcardMatch(normalise(p), resource));
}

function normalise(pattern: string): string {
  return pattern === anyResource ? '*' : pattern;
}

/** For S3 actions a bare `*` means every bucket and object, which is what `arn:aws:s3:::*` names. */
function concreteScope(pattern: string, action: string): string {
  return pattern === anyResource && action.toLowerCase().startsWith('s3:') ? 'arn:aws:s3:::*' : pattern;
}

/** MinIO answers `Statement: null` for an identity without any policy (or whose user was removed). */
function statements(policy: PolicyDocument | null | undefined): PolicyStatement[] {
  return policy?.Statement ?? [];
}

function isConditional(statement: PolicyStatement): boolean {
  return statement.Condition !== undefined && Object.keys(statement.Condition).length > 0;
}

/**
 * How a statement with a Condition is read, since conditions cannot be evaluated without the request.
 * - 'hint', for what the UI offers: a conditional Allow allows and a conditional Deny does not deny; the
 *   UI offers the action and MinIO, which sees the real request, has the final word.
 * - 'enforce', where Granary decides alone (data it holds, addresses it contacts) and MinIO never checks:
 *   a conditional Allow never grants and a conditional Deny always denies.
 */
export type PolicyReading = 'hint' | 'enforce';

const denies = (s: PolicyStatement, reading: PolicyReading) =>
  s.Effect === 'Deny' && (reading === 'enforce' || !isConditional(s));
const grants = (s: PolicyStatement, reading: PolicyReading) =>
  s.Effect === 'Allow' && (reading === 'hint' || !isConditional(s));

/**
 * Can the identity perform `action` on `resource` (an ARN such as `arn:aws:s3:::bucket`)? An explicit
 * Deny wins over any Allow; conditions are read as `reading` says.
 */
export function isAllowed(
  policy: PolicyDocument | null | undefined,
  action: string,
  resource: string,
  reading: PolicyReading = 'hint',
): boolean {
  const applies = (s: PolicyStatement) => coversAction(s, action) && coversResource(s, resource);
  if (statements(policy).some((s) => denies(s, reading) && applies(s))) return false;
  return statements(policy).some((s) => grants(s, reading) && applies(s));
}

/**
 * Can the identity perform `action` on at least one resource? Each resource an Allow names is tried,
 * and it counts unless a Deny for the action covers that whole resource pattern.
 */
export function isAllowedSomewhere(
  policy: PolicyDocument | null | undefined,
  action: string,
  reading: PolicyReading = 'hint',
): boolean {
  const denials = statements(policy).filter((s) => denies(s, reading) && coversAction(s, action));
  return statements(policy).some((allow) => {
    if (!grants(allow, reading) || !coversAction(allow, action)) return false;
    // Which resources a NotResource Allow leaves is open-ended: enforced, any Deny of the action wins.
    if (allow.NotResource !== undefined) return reading === 'hint' || denials.length === 0;
    return resourcePatterns(allow).some(
      (pattern) => !denials.some((deny) => coversResource(deny, concreteScope(pattern, action))),
    );
  });
}

/** The statement names every resource whose ARN starts with `scope`. */
function coversEverythingUnder(statement: PolicyStatement, scope: string): boolean {
  if (statement.NotResource !== undefined)
    return !list(statement.NotResource).some((p) => matchesSomeTextFrom(normalise(p), scope));
  return resourcePatterns(statement).some((p) => matchesEveryTextFrom(normalise(p), scope));
}

/** The statement names at least one resource whose ARN starts with `scope`. */
function coversSomethingUnder(statement: PolicyStatement, scope: string): boolean {
  if (statement.NotResource !== undefined)
    return !list(statement.NotResource).some((p) => matchesEveryTextFrom(normalise(p), scope));
  return resourcePatterns(statement).some((p) => matchesSomeTextFrom(normalise(p), scope));
}

/**
 * Can the identity perform `action` on at least one resource whose ARN starts with `scope` (an object
 * action under a bucket's folder: `arn:aws:s3:::bucket/folder/`)? False only when no Allow could apply
 * there, or an unconditional Deny covers all of it: a policy that allows part of a folder leaves the
 * action to MinIO, which sees the key.
 */
export function isAllowedUnder(
  policy: PolicyDocument | null | undefined,
  action: string,
  scope: string,
): boolean {
  const forAction = statements(policy).filter((s) => coversAction(s, action));
  const denied = forAction.some(
    (s) => s.Effect === 'Deny' && !isConditional(s) && coversEverythingUnder(s, scope),
  );
  if (denied) return false;
  return forAction.some((s) => s.Effect === 'Allow' && coversSomethingUnder(s, scope));
}
