/**
 * The contest a contest block is about, named the three ways its props may name it: a fixed
 * `contestId`, a route parameter (`contest/:contestId/upload` → `contestIdFromParam`), or a query
 * parameter (`myWork?contestId=` → `contestIdFromQuery`). One reading for every contest block.
 */
import { useLocation, useParams } from 'react-router-dom';

export interface ContestIdProps {
  contestId?: string;
  contestIdFromParam?: string;
  contestIdFromQuery?: string;
}

export function useContestId(props: ContestIdProps): string | undefined {
  const params = useParams();
  const location = useLocation();
  if (props.contestId) return props.contestId;
  if (props.contestIdFromParam) {
    const fromParam = params[props.contestIdFromParam];
    if (fromParam) return fromParam;
  }
  if (props.contestIdFromQuery)
    return new URLSearchParams(location.search).get(props.contestIdFromQuery) ?? undefined;
  return undefined;
}
