import type { Rule } from 'eslint';

export declare const importBoundaries: { rules: { 'import-boundaries': Rule.RuleModule } };
