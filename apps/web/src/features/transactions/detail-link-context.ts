import { createContext, useContext } from 'react';
import { FROM_LIST_STATE } from './transaction-paths';

export interface DetailLinkOptions {
  /** A detail opened while another is open takes its place in history, so Close and Back return to the list. */
  replace: boolean;
  state: typeof FROM_LIST_STATE | undefined;
}

/** How the rows link to their detail; the page decides from the URL it is on. */
export const DetailLinkContext = createContext<DetailLinkOptions>({ replace: false, state: FROM_LIST_STATE });

export function useDetailLink(): DetailLinkOptions {
  return useContext(DetailLinkContext);
}
