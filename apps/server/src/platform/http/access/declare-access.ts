import type { Product } from '@hookline/domain';
import type { CallerKind } from './caller.ts';
import type { ActionOf, AnyResource, Resource } from './resource.ts';

/** Where a route finds the id of the resource it touches. */
export interface IdSource {
  from: 'params' | 'query' | 'body';
  key: string;
}

export const param = (key: string): IdSource => ({ from: 'params', key });
export const query = (key: string): IdSource => ({ from: 'query', key });
export const body = (key: string): IdSource => ({ from: 'body', key });

/**
 * What a route declares about who may call it:
 * - `public`: anyone, signed in or not (sign-up, a snapshot's public page, health);
 * - `signedIn`: any member with a valid access token, touching only what is theirs (their profile, their
 *   organisations, creating one);
 * - `publicOrSignedIn`: anyone, and a member when an access token is sent (it must then be valid): the free
 *   tools, which signed-out visitors may try and members use without their limit;
 * - `resource`: one resource, found by id and authorised in one scoped query, and the action it needs.
 */
export type AccessDeclaration =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'publicOrSignedIn' } | ResourceDeclaration<AnyResource>;

export interface ResourceDeclaration<R extends AnyResource> {
  kind: 'resource';
  resource: R;
  id: IdSource;
  /** The parent the resource must sit in (an ad account within a workspace, a member within an org). */
  within?: IdSource;
  /** The action the route takes; omitted, the caller need only see the resource. */
  action?: ActionOf<R>;
  /** Who may call: members by default; share-link viewers only where the route says so. */
  callers: readonly CallerKind[];
}

export const publicAccess = (): AccessDeclaration => ({ kind: 'public' });
export const signedIn = (): AccessDeclaration => ({ kind: 'signedIn' });
export const publicOrSignedIn = (): AccessDeclaration => ({ kind: 'publicOrSignedIn' });

/** A route that touches one resource of kind `resource`, found by `id`, needing `action`. */
export function onResource<Row, Access, Action extends string>(
  resource: Resource<Row, Access, Action>,
  options: { id: IdSource; within?: IdSource; action?: Action; callers?: readonly CallerKind[] },
): AccessDeclaration {
  return {
    kind: 'resource',
    resource: resource as unknown as AnyResource,
    id: options.id,
    within: options.within,
    action: options.action,
    callers: options.callers ?? ['member'],
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route under a service base declares its access; the app refuses to start otherwise. */
    access?: AccessDeclaration;
    /**
     * The module (workspace product) the route belongs to, set for every route of an area that declares one:
     * a member's call on an organisation's resource is refused while that organisation may not use it.
     */
    product?: Product;
    /**
     * The route is part of the public API (OpenAPI tag `public`): an API key may call it, for reading, or
     * for writing with a key of the write scope. Every other route refuses a key (403).
     */
    publicApi?: 'read' | 'write';
  }
}
