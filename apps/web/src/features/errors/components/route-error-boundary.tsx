import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** Catches what a screen throws (its chunk failed to load, it failed to render) until the path changes. */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}

/** The screens' error boundary: the error page with a reload in place of a screen that failed. */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Outlet />
    </ScreenErrorBoundary>
  );
}
