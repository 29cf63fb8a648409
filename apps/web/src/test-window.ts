/**
 * For unit tests: a window `width` px wide as media queries see it (jsdom evaluates none), so
 * `useScreenLayout` and Mantine's `useMediaQuery` see a phone, a tablet or a desktop.
 */
export function windowOf(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    return {
      // Only widths are answered: any other feature (dark scheme, reduced motion) does not match.
      matches: min ? width >= Number(min[1]) * (min[2] === 'em' ? 16 : 1) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
