// The SQLite driver of this Node.js, for tests outside backend/ that open a test database directly.
export { Database, type Db } from '../db/sqlite.ts'
