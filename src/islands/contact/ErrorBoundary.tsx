// The render-error fallback of every React island (spec §8): 'Something went wrong', the error's message or
// 'An unexpected error occurred', and 'Try again', which renders the island afresh.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <p className="island-error__title">Something went wrong</p>
        <p>{error instanceof Error && error.message ? error.message : 'An unexpected error occurred'}</p>
        <button type="button" className="button button--small" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
