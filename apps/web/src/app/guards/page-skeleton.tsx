import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import { ContentSkeleton } from '../layout/shell-skeleton';

/** What a route may tell the shell: the skeleton of its screen, shown while the session and flags load. */
export interface RouteHandle {
  Skeleton?: ComponentType;
}

/** The deepest matched screen's own skeleton (title, actions), or a neutral one for screens without it. */
export function PageSkeleton() {
  const matches = useMatches();
  const Skeleton = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.Skeleton)
    .findLast((skeleton) => skeleton !== undefined);
  return Skeleton ? <Skeleton /> : <ContentSkeleton />;
}
