import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../lib/log/client-logger.ts';
import { ErrorPage } from './error-page.tsx';
import {
  incrementReloadCount,
  isChunkLoadError,
  reloadCount,
  scheduleReloadCountReset,
} from './reload-counter.ts';

type Props = {
  children: ReactNode;
  onReportBug: (errorDate: string) => void;
  /** Changes when the user navigates: a new page gets a fresh chance. */
  resetKey?: string;
  reload?: () => void;
};

type State = { error: unknown; errorDate: string | null; resetKey: string | undefined };

/** A crash of a screen shows the error page; the rest of the shell keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorDate: null, resetKey: this.props.resetKey };
  private cancelReset: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, errorDate: new Date().toISOString() };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, errorDate: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidMount(): void {
    this.cancelReset = scheduleReloadCountReset();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.cancelReset?.();
    void logError(
      error,
      `component crash${info.componentStack ? `:${info.componentStack.slice(0, 2000)}` : ''}`,
    );
    // A missing chunk after a deploy: reload once; the counter stops a reload loop.
    if (isChunkLoadError(error) && reloadCount() === 0) this.reload();
  }

  override componentWillUnmount(): void {
    this.cancelReset?.();
  }

  private reload = () => {
    incrementReloadCount();
    (this.props.reload ?? (() => globalThis.location.reload()))();
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    const errorDate = this.state.errorDate ?? new Date().toISOString();
    return <ErrorPage onReload={this.reload} onReportBug={() => this.props.onReportBug(errorDate)} />;
  }
}
