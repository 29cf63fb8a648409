import { linkTo, type LinkArgs, type RouteName } from './routing';

// Apart from routing.ts, which the login page loads: only the shell and the pages handing out
// links need these.

/**
 * The marker of a link the platform hands out (a notification, an e-mail, the search box, a tab
 * opened in a new window): `?via=link`. A full load of a shell address not among the saved tabs
 * goes home (spec 2.4); one carrying the marker opens its page directly instead, its tab entering
 * the tab list first. The shell then takes the marker out of the address.
 */
export const DIRECT_LINK = { param: 'via', value: 'link' } as const;

/** `linkTo` for a link handed out to be opened later, possibly in a new window: it opens its page directly. */
export function directLinkTo<N extends RouteName>(name: N, ...args: LinkArgs<N>): string {
  return withDirectMarker(linkTo(name, ...args));
}

const MARKER = `${DIRECT_LINK.param}=${DIRECT_LINK.value}`;

/** An address of the app (path and query) with the direct-link marker. */
export function withDirectMarker(address: string): string {
  const q = address.indexOf('?');
  if (q < 0) return `${address}?${MARKER}`;
  return hasDirectMarker(address.slice(q)) ? address : `${address}&${MARKER}`;
}

/** Whether a query (`location.search`, with or without its `?`) carries the direct-link marker. */
export const hasDirectMarker = (search: string) => search.replace(/^\?/, '').split('&').includes(MARKER);

/** A query without the direct-link marker, the rest of it unchanged (`?a=1`, or '' when nothing else is left). */
export function withoutDirectMarker(search: string): string {
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p && p !== MARKER);
  return rest.length ? `?${rest.join('&')}` : '';
}
