import { Component, type ReactNode } from 'react';

/** One message whose body cannot be shown never blanks the thread: the rest still reads. */
export class BodyErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A message body could not be displayed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="cv-part-note" role="note">
        Part of this message could not be displayed.
      </p>
    );
  }
}
