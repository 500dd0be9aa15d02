/**
 * Each block sits in its own error boundary: a failing block shows its own empty state and the
 * page stays up (DESIGN principle 4).
 */
import type { ReactNode } from 'react';
import { PartBoundary } from './PartBoundary';

export function BlockBoundary(props: {
  blockType: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <PartBoundary part={`block "${props.blockType}"`} fallback={props.fallback}>
      {props.children}
    </PartBoundary>
  );
}
