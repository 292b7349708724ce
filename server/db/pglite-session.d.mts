// Types of pglite-session.mjs (plain JavaScript: the PGlite worker runs it outside the bundler).
import type { PGlite, ParserOptions } from '@electric-sql/pglite';

export const DRIZZLE_TEXT_TYPES: readonly number[];
export const JSON_TYPES: readonly number[];
export const JSON_ARRAY_TYPES: readonly number[];
export function textParsers(): ParserOptions;
export function genericPlanExecute(name: string, values: string[]): string;
export function prepareStatementsOf(client: PGlite, runsWithGenericPlan: (text: string) => boolean): Promise<void>;
