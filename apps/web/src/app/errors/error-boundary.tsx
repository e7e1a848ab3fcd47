import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from '../../components/error-view';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** Shows 'Something seems to be broken' when a page throws while rendering or its code fails to load. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorView type="broken" /> : this.props.children;
  }
}
