export { BackupError } from './backup-error.ts';
export { BACKUP_KINDS, backupFileName, backupKindOf } from './backup-file.ts';
export type { DatabaseBackup } from './backup-file.ts';
export { requestBackup, serveBackups } from './backup-socket.ts';
export type { BackupSocket } from './backup-socket.ts';
export { restoreBackup } from './restore-backup.ts';
export type { RestoreTarget } from './restore-backup.ts';
export { writeBackup } from './take-backup.ts';
export type { BackupSource, WrittenBackup } from './take-backup.ts';
