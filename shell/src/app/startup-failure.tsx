export function StartupFailure({ error }: { error: unknown }) {
  return (
    <main className="startup-failure" role="alert">
      <h1>The app could not start</h1>
      <p>
        Its configuration could not be read:{' '}
        {error instanceof Error ? error.message : String(error)}.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
