import { borrowHostRuntime } from './host-runtime';

const { federation } = borrowHostRuntime();
const { runtime, bundlerRuntime } = federation;
if (!runtime || !bundlerRuntime) throw new Error('The shell’s federation runtime is incomplete.');

/**
 * A remote's @module-federation/webpack-bundler-runtime: the shell's functions, with state of its own.
 * The remote's entry copies this object's keys onto its bundle, so every object it fills in later
 * (share scopes, options) must be new here, or the remote would write into the shell's.
 */
const borrowed: typeof federation = {
  ...federation,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, S: {} },
  bundlerRuntimeOptions: {},
  runtime: {
    ...runtime,
    // init() would also make the remote's instance the page's current one, which the shell's
    // loadRemote and registerRemotes use: a remote makes an instance of its own instead.
    init: runtime.createInstance,
  },
};

export default borrowed;
