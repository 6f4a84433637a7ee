// Catches what the router's own error element cannot: failures in the providers around the router.
// React logs caught errors itself, so there is no componentDidCatch.
import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return <ErrorFallback onTryAgain={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
