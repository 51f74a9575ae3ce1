export type { ReplyContext } from './reply-context';
export type { ApiOrigins, RemoteName, RuntimeConfig } from './runtime-config';
