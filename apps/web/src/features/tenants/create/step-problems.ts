import type { z } from 'zod';

/** What keeps a step from going on: a message under the field it names. */
export type Problem = { path: (string | number)[]; message: string };

type ParseResult = { success: true } | { success: false; error: z.ZodError };

/**
 * A contract schema's issues as the form's problems: the first under each field, its path as `formPath`
 * names it in the form.
 */
export function issueProblems(
  result: ParseResult | undefined,
  formPath: (path: PropertyKey[]) => (string | number)[],
): Problem[] {
  if (!result || result.success) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of result.error.issues) {
    const path = formPath(issue.path);
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, message: issue.message });
  }
  return problems;
}

/** Adds each problem to a zod refinement, so the form shows it under its field. */
export function addProblems(problems: Problem[], context: z.RefinementCtx): void {
  for (const problem of problems)
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}
