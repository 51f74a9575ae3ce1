/** The remotes the shell composes, by Module Federation name. */
export type RemoteName = 'mailbox' | 'conversation' | 'compose' | 'calendar';

/**
 * Where Google's services live. With the local stand-in every origin is the emulator's; with Google they
 * are https://gmail.googleapis.com, https://www.googleapis.com (calendar, userinfo),
 * https://accounts.google.com (sign-in) and https://oauth2.googleapis.com (token revocation).
 */
export interface ApiOrigins {
  gmail: string;
  calendar: string;
  userinfo: string;
  oauth: string;
  /**
   * Where LOGOUT revokes the token (POST {revoke}/revoke). Optional so that a deployment's config
   * written before it existed still starts; without it LOGOUT clears the device only.
   */
  revoke?: string;
}

/** The one JSON file the shell reads at start (served as /runtime-config.json). */
export interface RuntimeConfig {
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  api: ApiOrigins;
  /** Set to sign in with Google; absent or empty means the local stand-in's sign-in page. */
  googleClientId?: string;
}
