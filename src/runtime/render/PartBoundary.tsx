/**
 * An error boundary around one part of a page — a block, the header, the routed page, the
 * footer: a part that throws shows its own fallback and the rest of the page stays up (DESIGN
 * principle 4). Without one, an error anywhere unmounts the whole site: a white page.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** How the log names the part, e.g. `block "banner"` or `the site header`. */
  part: string;
  fallback: ReactNode;
  /** A new value gives the part another try (the routed page: a new address). */
  resetKey?: string;
  children: ReactNode;
}

export class PartBoundary extends Component<Props, { failed: boolean; resetKey?: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey?: string }) {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.part} failed to render`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
