// Loading remotes at run time: the shell registers them from its run-time config once; any app (the
// shell, or a remote that hosts another, as the conversation hosts the reply editor) renders one in a
// RemoteSlot. A shared singleton, so every app sees the same registry and retry state.
export {
  loadRemoteComponent,
  loadRemoteFunction,
  registerRemotesFromConfig,
  RemoteUnavailableError,
  type RemoteModuleId,
} from './remote-registry';
export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
