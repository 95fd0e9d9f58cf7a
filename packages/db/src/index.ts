export { DataDirectoryInUseError, dataDirectoryOwner } from './data-dir-lock';
export { parseInt8 } from './int8';
export { applyMigrations, type MigrationResult, readMigrations } from './migrate';
export {
  type Database,
  type DatabaseConfig,
  type DatabaseEngine,
  type ListenOnChannel,
  type NotificationHandlers,
  type NotificationListener,
  openDatabase,
  type PreparedQuery,
  type PreparedStatement,
  pingDatabase,
} from './open-database';
