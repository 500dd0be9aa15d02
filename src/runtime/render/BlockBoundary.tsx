/**
 * Each block sits in its own error boundary: a failing block shows its own empty state and the
 * page stays up (DESIGN principle 4).
 */
import { Component, type ReactNode } from 'react';

interface Props {
  blockType: string;
  fallback: ReactNode;
  children: ReactNode;
}

export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`block "${this.props.blockType}" failed to render`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
