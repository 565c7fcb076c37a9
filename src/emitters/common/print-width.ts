/**
 * The line width the generated TypeScript is laid out for: prettier's `printWidth`, pinned for the
 * project (test/support/prettier.ts). The emitters write prettier's layout directly; tests check it.
 */
export const PRINT_WIDTH = 120;
