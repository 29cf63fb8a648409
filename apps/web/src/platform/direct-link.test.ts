// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeByName, shellRoutes } from './routing';
import { DIRECT_LINK, directLinkTo, hasDirectMarker, withDirectMarker, withoutDirectMarker } from './direct-link';

// The route table is registered by the test setup (src/test-setup.ts), as the app does.

describe('direct links (a link the platform hands out opens its page directly)', () => {
  it('adds the marker to a route link, after its own query', () => {
    expect(directLinkTo('notice')).toBe('/notice?via=link');
    expect(directLinkTo('notice_detail', { id: 'a1' })).toBe('/notice/detail?id=a1&via=link');
    expect(withDirectMarker('/notice?via=link')).toBe('/notice?via=link');
  });

  it('finds the marker and takes it out, leaving the rest of the query as it was', () => {
    expect(hasDirectMarker('?id=a1&via=link')).toBe(true);
    expect(hasDirectMarker('?via=links')).toBe(false);
    expect(hasDirectMarker('')).toBe(false);
    expect(withoutDirectMarker('?via=link')).toBe('');
    expect(withoutDirectMarker('?name=%E9%94%85%E7%82%89&via=link&pageNo=2')).toBe('?name=%E9%94%85%E7%82%89&pageNo=2');
  });

  it('uses a query parameter no route reads', () => {
    for (const { route } of shellRoutes()) {
      expect(Object.keys(route.search ?? {}), route.name).not.toContain(DIRECT_LINK.param);
      expect(route.record?.param, route.name).not.toBe(DIRECT_LINK.param);
    }
    expect(routeByName('notice')).toBeDefined();
  });
});
