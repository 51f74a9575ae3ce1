export { databaseOpener } from './database-opener';
