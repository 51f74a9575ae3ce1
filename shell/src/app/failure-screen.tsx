interface FailureScreenProps {
  title: string;
  detail: string;
  actionLabel: string;
  onAction(): void;
}

/** The whole page when the app cannot show anything else: what failed, and the way to try again. */
export function FailureScreen({ title, detail, actionLabel, onAction }: FailureScreenProps) {
  return (
    <main className="failure-screen" role="alert">
      <h1>{title}</h1>
      <p>{detail}</p>
      <button type="button" onClick={onAction}>
        {actionLabel}
      </button>
    </main>
  );
}
