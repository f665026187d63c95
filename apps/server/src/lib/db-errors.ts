/**
 * True when a write broke a unique constraint or index, on either database: the way to turn a
 * lost race (two requests inserting the same thing at once) into a clear conflict answer.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's SQLSTATE; better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
