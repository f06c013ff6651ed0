import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props (React's own `lazy` bound).
type AnyComponent = ComponentType<any>;

/**
 * A component (a page, a dialog) loaded the first time it renders, from one named export of a module:
 * its code stays out of the chunk that shows it until then (the public home on a phone stays small).
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
